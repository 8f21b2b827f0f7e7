import { fillTemplate } from '@pathways/content';
import type { debugPage } from '@pathways/content';
import { Bug, Globe, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { isOnHostingPlatform } from '@/config/hosting';
import { apiRequest } from '@/lib/api-client';

const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod|Mobile/i;
const CITIES_PATH = '/api/simulation/cities';
const FUNCTIONS_CITIES_PATH = '/.netlify/functions/api/simulation/cities';

interface LogLine {
  id: number;
  time: string;
  text: string;
}

interface TestResult {
  url: string;
  outcome: string;
  ok: boolean;
}

/** The four address variants of spec §7 the cities call can take on this deployment. */
export function cityUrlVariants(origin: string): string[] {
  return [
    CITIES_PATH,
    `${origin}${CITIES_PATH}`,
    FUNCTIONS_CITIES_PATH,
    `${origin}${FUNCTIONS_CITIES_PATH}`,
  ];
}

/** The page's words in one language: `debugPage` of @pathways/content or its Spanish twin. */
export type DebugText = {
  readonly [Key in keyof typeof debugPage]: Key extends 'facts'
    ? Readonly<Record<keyof (typeof debugPage)['facts'], string>>
    : string;
};

/**
 * Diagnostics for support calls: where the app runs, and whether the API answers (spec §2 Debug
 * page), in the language of the page it is on.
 */
export function DebugPage({ text }: { text: DebugText }) {
  const [logs, setLogs] = useState<LogLine[]>([]);
  const [results, setResults] = useState<TestResult[]>([]);
  const [testing, setTesting] = useState(false);

  const log = (text: string) =>
    setLogs((lines) => [
      ...lines,
      { id: (lines.at(-1)?.id ?? 0) + 1, time: new Date().toISOString(), text },
    ]);

  const checkEnvironment = () => {
    const { host, origin, pathname, hostname } = window.location;
    const { facts } = text;
    const yesNo = (value: boolean) => (value ? text.yes : text.no);
    const fact = (template: string, value: string) => log(fillTemplate(template, { value }));
    fact(facts.host, host);
    fact(facts.origin, origin);
    fact(facts.path, pathname);
    fact(facts.userAgent, navigator.userAgent);
    fact(facts.mobile, yesNo(MOBILE_USER_AGENT.test(navigator.userAgent)));
    fact(facts.hostingPlatform, yesNo(isOnHostingPlatform(hostname)));
    fact(facts.buildTime, __BUILD_TIME__);
  };

  const testCities = async () => {
    setTesting(true);
    setResults([]);
    for (const url of cityUrlVariants(window.location.origin)) {
      log(`GET ${url}`);
      try {
        // apiRequest sends cookies (credentials: include), as every call of the app does.
        const body = await apiRequest<unknown>(url);
        if (!Array.isArray(body)) throw new Error(text.notAList);
        const outcome = fillTemplate(text.success, { count: String(body.length) });
        setResults((current) => [...current, { url, outcome, ok: true }]);
        log(`${url}: ${outcome}`);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const outcome = fillTemplate(text.failed, { message });
        setResults((current) => [...current, { url, outcome, ok: false }]);
        log(`${url}: ${outcome}`);
      }
    }
    setTesting(false);
  };

  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-10">
      <div>
        <h1 className="flex items-center gap-2 text-3xl font-bold text-slate-900">
          <Bug aria-hidden="true" className="size-7 text-brand-800" />
          {text.title}
        </h1>
        <p className="mt-2 text-slate-700">{text.intro}</p>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => setLogs([])}>
          <Trash2 aria-hidden="true" className="size-5" />
          {text.clearLogs}
        </Button>
        <Button variant="secondary" onClick={checkEnvironment}>
          <Globe aria-hidden="true" className="size-5" />
          {text.checkEnvironment}
        </Button>
        <Button onClick={() => void testCities()} disabled={testing}>
          {testing ? (
            <Spinner className="size-5" />
          ) : (
            <RefreshCw aria-hidden="true" className="size-5" />
          )}
          {text.testCities}
        </Button>
      </div>
      <Card>
        <h2 className="text-xl font-bold text-slate-900">{text.resultsHeading}</h2>
        {results.length === 0 ? (
          <p className="mt-2 text-slate-700">{text.noResults}</p>
        ) : (
          <ul className="mt-3 grid gap-2" aria-live="polite" data-testid="debug-results">
            {results.map((result) => (
              <li
                key={result.url}
                className="grid gap-1 rounded-md bg-slate-50 p-3 sm:grid-cols-[1fr_auto] sm:items-center"
              >
                <code className="break-all text-sm text-slate-800">{result.url}</code>
                <span
                  className={`font-semibold ${result.ok ? 'text-emerald-800' : 'text-red-700'}`}
                >
                  {result.outcome}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card>
        <h2 className="text-xl font-bold text-slate-900">{text.logHeading}</h2>
        {logs.length === 0 ? (
          <p className="mt-2 text-slate-700">{text.emptyLog}</p>
        ) : (
          <ol className="mt-3 grid gap-1 font-mono text-sm" data-testid="debug-log">
            {logs.map((line) => (
              <li key={line.id} className="break-all text-slate-800">
                <time className="text-slate-600">[{line.time}]</time> {line.text}
              </li>
            ))}
          </ol>
        )}
      </Card>
    </div>
  );
}
