import type { GetInvolved } from './get-involved.schema.js';

/** The Get Involved page: Donate, Volunteer and Partner With Us tabs (spec §2 "Get Involved"). */

/** Tab ids in display order; the page validates the URL hash against them at runtime. */
export const getInvolvedTabIds = ['donate', 'volunteer', 'partner'] as const;

export const getInvolved: GetInvolved = {
  title: 'Get Involved',
  intro:
    'Give, volunteer or partner with us. Every kind of help opens a door for someone ready to work.',
  defaultTab: 'donate',
  tabs: [
    { id: 'donate', label: 'Donate' },
    { id: 'volunteer', label: 'Volunteer' },
    { id: 'partner', label: 'Partner With Us' },
  ],
  donate: {
    heading: 'Make a Donation',
    description: 'Your gift pays for the small things that stand between a person and a paycheck.',
    impactHeading: 'Your Impact',
    impact: [
      { amount: '$50', description: 'Buys a month of bus passes so someone can get to work.' },
      { amount: '$100', description: 'Buys steel-toe boots and work gear for a new job.' },
      { amount: '$250', description: 'Covers a certification or training fee.' },
      {
        amount: '$1,000',
        description: 'Pays for a full training course with coaching and job placement.',
      },
    ],
    taxNote:
      'Cedar Valley Pathways is a tax-exempt nonprofit. Your donation may be tax-deductible.',
    processingLabel: 'Processing...',
    thankYouHeading: 'Thank You for Your Generosity!',
    /**
     * The spec's "A receipt will arrive by email shortly" promised a receipt for a payment nobody
     * takes (issue 12): the gift is a pledge, and this says what happens next.
     */
    thankYouText:
      'We have recorded your pledge. No payment has been taken: a member of our team will contact you by email to arrange your gift. Thank you for helping a neighbor get back to work.',
  },
  volunteer: {
    heading: 'Volunteer With Us',
    description:
      'Share your time and skills. We will train you and match you with a role that fits your schedule.',
    roles: [
      {
        title: 'Job Coach',
        commitment: '4-6 hours/month',
        description:
          'Help clients search for jobs, fill out applications and prepare for interviews.',
      },
      {
        title: 'Skills Trainer',
        commitment: '4-8 hours/month',
        description:
          'Teach a practical skill like computers, forklift safety, cooking or customer service.',
      },
      {
        title: 'Mentor',
        commitment: '6-8 hours/month',
        description:
          'Meet one-on-one with a client and be a steady, encouraging voice as they start work.',
      },
      {
        title: 'Event Support',
        commitment: 'as needed',
        description: 'Help run hiring fairs, workshops and fundraisers.',
      },
      {
        title: 'Outreach Ambassador',
        commitment: '4-6 hours/month',
        description: 'Spread the word at churches, community groups and local businesses.',
      },
      {
        title: 'Administrative Support',
        commitment: 'flexible hours',
        description: 'Help in the office with phones, filing and data entry.',
      },
    ],
    cta: { label: 'Apply to Volunteer', href: '/contact?view=volunteer-application' },
  },
  partner: {
    heading: 'Partner With Us',
    description:
      'We work with businesses and nonprofits across the Cedar Valley. Together we reach more people.',
    business: {
      heading: 'Business Partners',
      types: [
        {
          title: 'Employment Partners',
          description: 'Hire our graduates and give fair-chance candidates a real shot.',
        },
        {
          title: 'Training Partners',
          description: 'Host job training or offer on-the-job learning at your site.',
        },
        {
          title: 'Corporate Volunteers',
          description: 'Bring your team to coach, run mock interviews or teach a skill.',
        },
        { title: 'Corporate Sponsors', description: 'Sponsor a training class, event or program.' },
      ],
    },
    nonprofit: {
      heading: 'Nonprofit Partners',
      types: [
        {
          title: 'Housing Partners',
          description: 'Shelters and housing programs that help clients find a stable home.',
        },
        {
          title: 'Recovery Support Partners',
          description: 'Treatment and peer recovery groups that support clients in recovery.',
        },
        {
          title: 'Legal Services Partners',
          description: 'Legal aid groups that help with records, fines and licenses.',
        },
        {
          title: 'Cross-Referral Partners',
          description: 'Agencies that refer clients to us, and that we refer clients to.',
        },
      ],
    },
    cta: { label: 'Contact Us About Partnering', href: '/contact?view=employer-partnership' },
  },
  impactStoriesHeading: 'The Difference You Make',
  impactStories: [
    {
      title: 'A Ride to Work',
      text: 'Bus passes from a donor got James to his first week at a warehouse job. He has not missed a shift since.',
      attribution: 'Made possible by donors',
    },
    {
      title: 'A Mentor Who Stayed',
      text: 'A volunteer mentor met with Tasha every week during her first months on the job. Now Tasha mentors others.',
      attribution: 'Made possible by volunteers',
    },
    {
      title: 'A Door Opened',
      text: 'A Cedar Falls employer hired one of our graduates to try it out. That shop now hires through us every season.',
      attribution: 'Made possible by partners',
    },
  ],
};
