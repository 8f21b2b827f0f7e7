/** The public footer; its link columns are built by the public-site issue. */
export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-slate-700">
        © Cedar Valley Pathways · Waterloo, Iowa
      </p>
    </footer>
  );
}
