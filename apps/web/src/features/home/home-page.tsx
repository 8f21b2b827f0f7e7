import { useDocumentTitle } from '@/lib/use-document-title';

export default function HomePage() {
  useDocumentTitle('');
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-4xl font-bold text-teal-900">Cedar Valley Pathways</h1>
      <p className="mt-4 text-lg text-slate-700">
        Free job training, support and fair-chance employers in Waterloo and Cedar Falls, Iowa.
      </p>
    </section>
  );
}
