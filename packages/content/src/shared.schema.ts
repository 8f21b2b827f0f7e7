import { z } from 'zod';

/**
 * Building blocks shared by the page modules. Keeping them in one place means the web app
 * can render any "card", "step" or "FAQ" the same way, whichever page it comes from.
 */

/**
 * An in-site path ("/get-help", "/get-involved#donate", "/contact?view=client-intake") or an
 * absolute https URL.
 */
export const hrefSchema = z
  .string()
  .regex(
    /^(\/[a-z0-9\-/]*(\?[a-z]+=[a-z0-9-]+)?(#[a-z0-9-]+)?|https:\/\/\S+)$/,
    'Expected a site path starting with "/" or an https URL',
  );

export const httpsUrlSchema = z.url({ protocol: /^https$/ });

export const linkSchema = z.object({
  label: z.string().min(1),
  href: hrefSchema,
});
export type Link = z.infer<typeof linkSchema>;

/**
 * Colour tokens rather than CSS classes: the web app maps each token to its own palette,
 * so content never depends on which utility classes the build keeps.
 */
export const colorSchema = z.enum([
  'blue',
  'green',
  'purple',
  'orange',
  'teal',
  'red',
  'amber',
  'indigo',
  'rose',
  'sky',
  'emerald',
  'slate',
]);
export type Color = z.infer<typeof colorSchema>;

/** A lucide-react icon component name, e.g. "Briefcase" (PascalCase, as lucide exports it). */
export const iconNameSchema = z
  .string()
  .regex(/^[A-Z][A-Za-z0-9]+$/, 'Expected a lucide-react icon name');
export type IconName = z.infer<typeof iconNameSchema>;

export const faqItemSchema = z.object({
  question: z.string().min(1),
  answer: z.string().min(1),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

export const statSchema = z.object({
  value: z.string().min(1),
  label: z.string().min(1),
  description: z.string().min(1).optional(),
});
export type Stat = z.infer<typeof statSchema>;

export const cardSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  icon: iconNameSchema.optional(),
});
export type Card = z.infer<typeof cardSchema>;

export const stepSchema = z.object({
  number: z.number().int().positive(),
  title: z.string().min(1),
  description: z.string().min(1),
});
export type Step = z.infer<typeof stepSchema>;

export const testimonialSchema = z.object({
  quote: z.string().min(1),
  name: z.string().min(1),
  role: z.string().min(1),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

/** Numbered steps must run 1..n in order, because pages print the number next to the title. */
export function numberedStepsSchema(count: number) {
  return z
    .array(stepSchema)
    .length(count)
    .refine((steps) => steps.every((step, index) => step.number === index + 1), {
      message: 'Steps must be numbered 1..n in order',
    });
}
