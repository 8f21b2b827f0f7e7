import type { SuccessStoriesPage, SuccessStory } from './success-stories.schema.js';

/**
 * The five sample success stories (spec §3 "Success story (client-side)"). The pages cut `content`
 * to 150 (home), 200 (list) and 120 (related) characters, so every story is longer than that.
 */

export const successStories: SuccessStory[] = [
  {
    id: 1,
    title: 'From a Cell to a Forklift Certification',
    clientName: 'Marcus T.',
    content:
      'Marcus came home to Waterloo with a record, no car and a lot of doubt. He filled out our intake form the week he got out. His case worker helped him get an ID, a bus pass and a spot in our warehouse training. Today he drives a forklift on first shift and is training new hires.',
    extendedContent:
      'The first weeks were the hardest. Marcus says he almost gave up after two employers turned him down because of his record. His case worker reminded him that a "no" from one place is not a "no" from everyone.\n\nIn training, Marcus found out he was good at something. He earned his forklift certification and was matched with a distribution center that hires through our network. He showed up early every day.\n\nNow Marcus is saving for a car and helps the new guys on his shift learn the ropes. "Somebody gave me a chance," he says. "Least I can do is pass it on."',
    imageUrl: '/images/stories/1.svg',
    category: 'Employment',
    isPublished: true,
    publishDate: '2025-01-15',
  },
  {
    id: 2,
    title: 'Recovery, One Shift at a Time',
    clientName: 'Jessica L.',
    content:
      'Jessica had been in recovery for a few months when she walked into our office. She wanted work, but she was scared a job would put her sobriety at risk. Together with her case worker she built a plan that fit her meetings and counseling, and found a kitchen job with a supportive manager.',
    extendedContent:
      'Jessica was honest from the start. She told her case worker she needed a schedule that left room for meetings and counseling. They looked for employers who would respect that.\n\nA Cedar Falls restaurant owner agreed to meet her. Jessica started as a prep cook on day shifts. Her manager knew about her recovery and checked in with her, not to watch her, but to back her up.\n\nJessica is still sober and now runs the prep line. She says work gave her days a shape and gave her something to be proud of. "Recovery is still the most important thing," she says. "But now I have a life to protect."',
    imageUrl: '/images/stories/2.svg',
    category: 'Recovery',
    isPublished: true,
    publishDate: '2025-02-03',
  },
  {
    id: 3,
    title: 'A Key of His Own',
    clientName: 'David R.',
    content:
      'David was sleeping in his truck when a shelter worker told him about us. It is hard to hold a job when you have no address and nowhere to shower. We helped David find a room with a second-chance landlord first, then a maintenance job he could keep. Now he has a lease in his own name.',
    extendedContent:
      'David had work experience, but no stable place to live. Every job application asked for an address, and he did not have one.\n\nOur housing team connected him with a landlord who rents to people starting over. A local fund helped with the deposit. Once David had a door that locked, everything else got easier.\n\nHe now works on a maintenance crew for an apartment complex in Waterloo. He took our budgeting class and is building his savings. "I used to think about where I would sleep," he says. "Now I think about what I want next."',
    imageUrl: '/images/stories/3.svg',
    category: 'Housing',
    isPublished: true,
    publishDate: '2025-02-20',
  },
  {
    id: 4,
    title: 'Second Chance, First Promotion',
    clientName: 'Andre W.',
    content:
      'Andre had applied for dozens of jobs after his release and heard nothing back. In our resume coaching he learned how to talk about his past honestly and point to what he had learned. A manufacturer in Cedar Falls hired him, and this year he was promoted to team lead on his line.',
    extendedContent:
      'Andre had skills. What he did not have was a way to get past the background check question. Our coaches helped him practice a short, honest answer about his record and what he had done since.\n\nHe met the hiring manager through our employer network and got the job. His case worker checked in with him and his supervisor during the first months, and helped with a ride when his car broke down.\n\nAndre was promoted to team lead on his line. He now helps interview new candidates. "I remember sitting on the other side of that table," he says. "I look for what people can do."',
    imageUrl: '/images/stories/4.svg',
    category: 'Employment',
    isPublished: true,
    publishDate: '2025-03-10',
  },
  {
    id: 5,
    title: 'Back Home With Her Kids',
    clientName: 'Tanya M.',
    content:
      'Tanya wanted one thing after her release: to bring her two kids home. To do that she needed steady income and a safe place to live. With help from her case worker, she finished a healthcare support training, got hired at a care center and, step by step, rebuilt her family.',
    extendedContent:
      'Tanya knew what she was working toward from the first day. Her kids were staying with her mother, and she wanted them back under her roof.\n\nShe trained for an entry role in healthcare support and was hired at a care center in Waterloo. Her case worker helped her find childcare, move into a two-bedroom apartment and keep every appointment with family services.\n\nTanya\'s children now live with her again. She still calls her case worker now and then, mostly with good news. "I did the work," she says. "But I could not have done it alone."',
    imageUrl: '/images/stories/5.svg',
    category: 'Family Support',
    isPublished: true,
    publishDate: '2025-03-28',
  },
];

/** Up to `limit` published stories of the same category, excluding `story` itself (spec: at most 2). */
export function relatedStories(
  story: SuccessStory,
  all: readonly SuccessStory[] = successStories,
  limit = 2,
): SuccessStory[] {
  return all
    .filter(
      (other) => other.id !== story.id && other.category === story.category && other.isPublished,
    )
    .slice(0, limit);
}

/**
 * Cut a story's content to at most `maxLength` characters plus an ellipsis, as the cards do: at the
 * last word boundary within the limit (issue 12: "helped him g..."), less any trailing punctuation.
 */
export function excerpt(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength + 1);
  const boundary = cut.lastIndexOf(' ');
  const words = boundary > 0 ? cut.slice(0, boundary) : text.slice(0, maxLength);
  return `${words.replace(/[\s,;:.!?-]+$/, '')}...`;
}

/** Story lookup for the detail route; undefined means "redirect to the list". */
export function findStory(
  id: number,
  all: readonly SuccessStory[] = successStories,
): SuccessStory | undefined {
  return all.find((story) => story.id === id && story.isPublished);
}

/** Texts of the story list and detail pages (spec §2 "Success stories list" and "detail"). */

export const successStoriesPage: SuccessStoriesPage = {
  title: 'Success Stories',
  intro:
    'Real people from Waterloo and Cedar Falls who took the first step. Their names are shortened to protect their privacy.',
  filterGroupLabel: 'Filter stories by category',
  allFilterLabel: 'All Stories',
  filterCategories: ['Employment', 'Housing', 'Recovery', 'Justice Reform'],
  categoryLabels: {
    Employment: 'Employment',
    Recovery: 'Recovery',
    Housing: 'Housing',
    'Justice Reform': 'Justice Reform',
    'Family Support': 'Family Support',
  },
  emptyState: 'No stories in this category yet. Check back soon, or browse all stories.',
  excerptLength: 200,
  readMoreLabel: 'Read full story',
  publishedLabel: 'Published',
  contactPrompt: {
    heading: 'Ready to Write Your Own Story?',
    text: 'Every story here started with one conversation. Reach out and we will take the next step together.',
    cta: { label: 'Contact Us', href: '/contact' },
  },
  detail: {
    backLabel: 'Back to Success Stories',
    shareHeading: 'Share this story',
    shareLabel: 'Share',
    copyLinkLabel: 'Copy link',
    copiedToast: {
      title: 'Link copied',
      description: 'The link to this story is on your clipboard.',
    },
    copyFailedToast: {
      title: 'Could not copy the link',
      description: 'Please copy the address from your browser bar.',
    },
    relatedHeading: 'More Stories Like This',
    relatedExcerptLength: 120,
    viewAllLabel: 'View All Stories',
    ctaHeading: 'Your Story Can Start Today',
    ctaText: 'Our services are free. Reach out for support, or see what our programs offer.',
    getSupport: { label: 'Get Support', href: '/get-help' },
    explorePrograms: { label: 'Explore Our Programs', href: '/programs' },
  },
};
