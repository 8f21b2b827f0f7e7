import { describe, expect, it } from 'vitest';
import { defaultScenario, parseScenario, scenarioParams } from './scenario';

describe('scenario in the URL', () => {
  it('round-trips a scenario', () => {
    const scenario = {
      cityId: 'waterloo-ia',
      supportType: 'housing',
      participantCount: 1550,
      timeframe: 5,
    } as const;
    expect(parseScenario(new URLSearchParams(scenarioParams(scenario)))).toEqual(scenario);
  });

  it('keeps defaults for missing or out-of-range values', () => {
    expect(parseScenario(new URLSearchParams(''))).toEqual(defaultScenario);
    const odd = parseScenario(
      new URLSearchParams('city=x&support=magic&participants=5001&years=2'),
    );
    expect(odd).toEqual({ ...defaultScenario, cityId: 'x' });
    expect(parseScenario(new URLSearchParams('participants=125')).participantCount).toBe(1000);
  });
});
