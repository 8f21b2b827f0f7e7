import { describe, expect, it } from 'vitest';
import type { ChatTopicId } from './career-coach.schema.js';
import { careerCoach, chatTopicPriority, replyTo } from './career-coach.js';

describe('replyTo', () => {
  const samples: [string, ChatTopicId][] = [
    ['What training programs do you have?', 'programs'],
    ['Do you offer a bootcamp?', 'programs'],
    ['I want to learn coding', 'coding'],
    ['Is there a software developer track?', 'coding'],
    ['Any factory jobs?', 'manufacturing'],
    ['I like welding', 'manufacturing'],
    ['Warehouse work sounds good', 'logistics'],
    ['How do I get my forklift license?', 'logistics'],
    ['I need housing', 'support'],
    ['Can I get a case worker?', 'support'],
    ['Do I qualify with a felony?', 'requirements'],
    ['What are the requirements?', 'requirements'],
    ['Show me success stories', 'success'],
    ['What is the average wage?', 'success'],
    ['I need help', 'help'],
    ['Looking for a job', 'help'],
    ['Can I expunge my felony?', 'recordClearing'],
    ['How do I clear my record?', 'recordClearing'],
    ['I want to seal my record', 'recordClearing'],
  ];

  it.each(samples)('%s -> %s', (message, topicId) => {
    const expected = careerCoach.topics.find((t) => t.id === topicId);
    expect(replyTo(message)).toEqual({ topicId, reply: expected?.reply });
  });

  it('falls back to the generic mission reply', () => {
    expect(replyTo('xyzzy').topicId).toBe('default');
    expect(replyTo('').topicId).toBe('default');
    expect(replyTo('xyzzy').reply).toMatch(/Cedar Valley Pathways/);
  });

  it('is case-insensitive', () => {
    expect(replyTo('FORKLIFT').topicId).toBe('logistics');
    expect(replyTo('SoFtWaRe').topicId).toBe('coding');
  });

  it('matches whole words, not fragments', () => {
    // "plant" must not match inside "implant", nor "code" inside "barcode".
    expect(replyTo('implant').topicId).toBe('default');
    expect(replyTo('barcode').topicId).toBe('default');
  });

  it('lets a specific topic win over a broad one, per the priority order', () => {
    expect(replyTo('Tell me about the software development program').topicId).toBe('coding');
    expect(replyTo('I need help with housing').topicId).toBe('support');
    expect(chatTopicPriority.at(-1)).toBe('help');
  });

  it('routes every quick question and quick reply to the topic its label names', () => {
    expect(careerCoach.quickQuestions.map((q) => replyTo(q.message).topicId)).toEqual([
      'programs',
      'coding',
      'logistics',
      'support',
      'requirements',
      'success',
    ]);
    expect(careerCoach.quickReplies.map((q) => replyTo(q.message).topicId)).toEqual([
      'help',
      'programs',
      'support',
    ]);
  });

  it('states the spec chat claims', () => {
    const all = careerCoach.topics.map((t) => t.reply).join(' ');
    for (const claim of [
      '12-16 weeks',
      '10-12 weeks',
      '6-8 weeks',
      '24-month support',
      '75% employment',
      '32% recidivism reduction',
      '$19/hour average start',
      '68% one-year retention',
      '200+ employers',
    ]) {
      expect(all).toContain(claim);
    }
  });
});

describe('the record-clearing answer (issue 30)', () => {
  it.each(['expunge', 'Can I expunge my record?', 'clear my record', 'How do I clear my record?'])(
    '%j ends with the link to the screener',
    (message) => {
      expect(replyTo(message).reply).toMatch(/ \/record-clearing$/);
    },
  );
});
