import { figures } from './figures.js';
import type { About } from './about.schema.js';

/** The About page: mission, vision, values, story, leadership and impact (spec §2 "About"). */

export const about: About = {
  title: 'About Cedar Valley Pathways',
  intro:
    'We are a Waterloo nonprofit that helps people facing barriers to work get good jobs and keep them.',
  mission: {
    heading: 'Our Mission',
    text: 'To help people with criminal records, people in recovery, people without stable housing and people who have been out of work a long time find steady jobs with fair-chance employers, and to stand with them until those jobs become careers.',
  },
  vision: {
    heading: 'Our Vision',
    text: 'A Cedar Valley where everyone who is ready to work has a fair shot at a job that pays the bills, and where employers see second chances as smart business.',
  },
  valuesHeading: 'Our Core Values',
  values: [
    {
      title: 'Dignity',
      description:
        'Everyone who walks through our door is treated with respect. You are more than your past, and we will never treat you otherwise.',
      icon: 'HeartHandshake',
    },
    {
      title: 'Collaboration',
      description:
        'We work side by side with employers, case workers, churches, recovery groups and families. No one organization can do this alone.',
      icon: 'Users',
    },
    {
      title: 'Second Chances',
      description:
        'People change. We believe in new beginnings, and we build the support that helps them last.',
      icon: 'Sprout',
    },
  ],
  story: {
    heading: 'Our Story',
    paragraphs: [
      'Cedar Valley Pathways started around a kitchen table in Waterloo. A few neighbors — a retired plant supervisor, a substance-use counselor and a woman who had been to prison herself — kept seeing the same thing. People came home ready to work, and nobody would give them a chance.',
      'So they started making phone calls. They asked local business owners to meet one person, just one. Those first hires worked out. Word spread from shop floor to shop floor, and more employers asked to join.',
      'Today we serve Waterloo and Cedar Falls with training, coaching, housing help and a network of fair-chance employers. We have grown, but the idea is the same as it was at that kitchen table: meet people where they are, and do not give up on them.',
    ],
  },
  leadershipHeading: 'Our Leadership',
  leadership: [
    {
      name: 'Denise Whitfield',
      role: 'Executive Director',
      bio: 'Denise spent years running a manufacturing floor in Black Hawk County before leading Cedar Valley Pathways. She knows what employers need and what new workers need to hear on their first day.',
      initials: 'DW',
    },
    {
      name: 'Marcus Ellery',
      role: 'Director of Client Services',
      bio: 'Marcus is a licensed counselor who has worked in recovery support across northeast Iowa. He leads our case workers and makes sure every client has a plan and a person in their corner.',
      initials: 'ME',
    },
    {
      name: 'Rosa Delgado',
      role: 'Employer Partnerships Manager',
      bio: 'Rosa came home from prison, found work through a fair-chance employer and never looked back. Now she helps Cedar Valley businesses build teams that give others the same start.',
      initials: 'RD',
    },
  ],
  impactHeading: 'Our Impact',
  impact: [
    { value: figures.clientsServed, label: 'Clients served' },
    { value: figures.employerPartners, label: 'Employer partners' },
    { value: figures.placementRate, label: 'Job placement rate' },
    { value: figures.retentionRate, label: 'Retention rate' },
  ],
  ctaHeading: 'Join Us',
  ctaText: 'Looking for work, looking to hire or looking to help? Start here.',
  buttons: [
    { label: 'Get Help', href: '/get-help' },
    { label: 'Hire From Us', href: '/hire-from-us' },
    { label: 'Get Involved', href: '/get-involved' },
  ],
};
