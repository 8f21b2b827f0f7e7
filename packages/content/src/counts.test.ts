import { describe, expect, it } from 'vitest';
import { contact } from './contact.js';
import { employers } from './employers.js';
import { getHelp } from './get-help.js';
import { getInvolved } from './get-involved.js';
import { home } from './home.js';
import { programs } from './programs.js';
import { research } from './research.js';
import { researchBadgeSchema, storyCategorySchema } from './schemas.js';
import { allHeaderLinks, site } from './site.js';
import { excerpt, findStory, relatedStories, successStories } from './success-stories.js';
import { successStoryIds } from './success-story-ids.js';

describe('success stories', () => {
  it('has five stories with unique ids 1..5 and valid categories', () => {
    expect(successStories.map((s) => s.id)).toEqual([1, 2, 3, 4, 5]);
    for (const story of successStories) {
      expect(storyCategorySchema.options).toContain(story.category);
      expect(story.imageUrl).toBe(`/images/stories/${story.id}.svg`);
      expect(story.isPublished).toBe(true);
    }
  });

  it('lists the story ids as the plain successStoryIds constant too', () => {
    expect([...successStoryIds]).toEqual(successStories.map((s) => s.id));
  });

  it('shares at least one category between two stories, so related stories can show', () => {
    const counts = new Map<string, number>();
    for (const story of successStories)
      counts.set(story.category, (counts.get(story.category) ?? 0) + 1);
    expect([...counts.values()].some((n) => n >= 2)).toBe(true);
    const withRelated = successStories.filter((s) => relatedStories(s).length > 0);
    expect(withRelated.length).toBeGreaterThanOrEqual(2);
    for (const story of successStories) {
      const related = relatedStories(story);
      expect(related.length).toBeLessThanOrEqual(2);
      expect(related.every((r) => r.id !== story.id && r.category === story.category)).toBe(true);
    }
  });

  it('has content long enough that every excerpt length actually cuts', () => {
    for (const story of successStories) {
      for (const length of [200, 150, 120]) {
        const cut = excerpt(story.content, length);
        const kept = cut.slice(0, -'...'.length);
        expect(cut.endsWith('...')).toBe(true);
        expect(kept.length).toBeLessThanOrEqual(length);
        // Whole words only: what is kept is the story's start, and the story goes on with a space.
        expect(story.content.startsWith(kept)).toBe(true);
        expect(story.content.slice(kept.length)).toMatch(/^[,;:.!?-]*\s/);
      }
      expect(story.extendedContent.split(/\n\s*\n/).length).toBeGreaterThanOrEqual(2);
    }
    expect(excerpt('short', 120)).toBe('short');
    expect(excerpt('It helped him get a job.', 14)).toBe('It helped him...');
    expect(excerpt('It helped, then more', 10)).toBe('It helped...');
  });

  it('finds stories by id and returns undefined for unknown ids', () => {
    expect(findStory(3)?.clientName).toBe('David R.');
    expect(findStory(99)).toBeUndefined();
  });
});

describe('programs', () => {
  it('has six programs with five features each, in anchor order', () => {
    expect(programs.programs.map((p) => p.id)).toEqual([
      'career-placement',
      'resume-coaching',
      'case-worker-mentorship',
      'education-support',
      'housing-stability',
      'recovery-mental-health',
    ]);
    for (const program of programs.programs) expect(program.features).toHaveLength(5);
  });

  it('uses the spec training durations and additional services', () => {
    expect(programs.trainingPrograms.map((t) => t.duration)).toEqual([
      '12-16 weeks',
      '6-8 weeks',
      '10-12 weeks',
      '8-10 weeks',
      '4-6 weeks',
      '8-12 weeks',
    ]);
    expect(programs.additionalServices.map((s) => s.title)).toEqual([
      'Transportation Assistance',
      'Legal Aid Referrals',
      'Computer Lab Access',
      'Financial Literacy',
    ]);
    expect(programs.cta.primary).toEqual({
      label: 'Complete Intake Form',
      href: '/contact?view=client-intake',
    });
    expect(programs.cta.secondary).toEqual({ label: 'Contact Us', href: '/contact' });
  });
});

describe('FAQs', () => {
  it('has 12 contact FAQs ending with a call and e-mail prompt', () => {
    expect(contact.faq.items).toHaveLength(12);
    expect(contact.faq.items[3]?.answer).toMatch(/free to job seekers and employers/);
    expect(contact.faq.items[10]?.answer).toMatch(/first 90 days and beyond/);
    expect(contact.faq.closingPrompt).toMatch(/call/i);
    expect(contact.faq.closingPrompt).toMatch(/email/i);
  });

  it('has 5 Get Help FAQs and 5 employer FAQs', () => {
    expect(getHelp.faq.items).toHaveLength(5);
    expect(employers.faq).toHaveLength(5);
  });
});

describe('research', () => {
  it('has eight papers with https document URLs and unique ids', () => {
    expect(research.papers).toHaveLength(8);
    for (const paper of research.papers) expect(new URL(paper.documentUrl).protocol).toBe('https:');
    expect(new Set(research.papers.map((p) => p.id)).size).toBe(8);
  });

  it('has six home research topics with badges only from the allowed set', () => {
    expect(home.research.topics).toHaveLength(6);
    for (const topic of home.research.topics) {
      if (topic.badge !== undefined) expect(researchBadgeSchema.options).toContain(topic.badge);
      expect(new URL(topic.documentUrl).protocol).toBe('https:');
    }
  });
});

describe('get involved', () => {
  it('has the six volunteer roles with their exact commitments', () => {
    expect(getInvolved.volunteer.roles.map((r) => [r.title, r.commitment])).toEqual([
      ['Job Coach', '4-6 hours/month'],
      ['Skills Trainer', '4-8 hours/month'],
      ['Mentor', '6-8 hours/month'],
      ['Event Support', 'as needed'],
      ['Outreach Ambassador', '4-6 hours/month'],
      ['Administrative Support', 'flexible hours'],
    ]);
  });

  it('defaults to the donate tab and lists the four donation amounts', () => {
    expect(getInvolved.tabs.map((t) => t.id)).toEqual(['donate', 'volunteer', 'partner']);
    expect(getInvolved.defaultTab).toBe('donate');
    expect(getInvolved.donate.impact.map((i) => i.amount)).toEqual([
      '$50',
      '$100',
      '$250',
      '$1,000',
    ]);
  });
});

describe('navigation', () => {
  it('has the 8 header links in order plus 3 More links', () => {
    expect(site.navigation.main.map((l) => [l.label, l.href])).toEqual([
      ['Home', '/'],
      ['About Us', '/about'],
      ['Programs', '/programs'],
      ['Hire', '/hire-from-us'],
      ['Research', '/research'],
      ['Impact Sims', '/economic-impact-simulator'],
      ['Success Stories', '/success-stories'],
      ['Contact', '/contact'],
    ]);
    expect(site.navigation.more.map((l) => [l.label, l.href])).toEqual([
      ['Get Help', '/get-help'],
      ['Career Coach', '/career-coach'],
      ['Get Involved', '/get-involved'],
    ]);
    expect(allHeaderLinks).toHaveLength(11);
  });

  it('points the footer Donate, Volunteer and Partner links at /get-involved', () => {
    expect(site.footer.getInvolvedLinks.map((l) => [l.label, l.href])).toEqual([
      ['Get Help', '/get-help'],
      ['Hire From Us', '/hire-from-us'],
      ['Donate', '/get-involved#donate'],
      ['Volunteer', '/get-involved#volunteer'],
      ['Partner With Us', '/get-involved#partner'],
    ]);
  });

  it('has the home section menu items in order, each targeting a real section', () => {
    expect(home.sectionMenu.items.map((i) => i.label)).toEqual([
      'Home',
      'Framework',
      'Business Impact',
      'Success Stories',
      'White Paper',
      'Programs',
      'Get Involved',
      'Top',
    ]);
    const sectionIds = new Set<string>([
      home.hero.id,
      home.overview.id,
      home.research.id,
      home.impact.id,
      home.howItWorks.id,
      home.businessImpact.id,
      home.successStories.id,
      home.callToAction.id,
      home.programs.id,
      home.getInvolved.id,
      home.clientPortal.id,
      'top',
    ]);
    for (const item of home.sectionMenu.items) expect(sectionIds).toContain(item.targetId);
  });
});
