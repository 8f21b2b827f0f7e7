/** Link looks shared by the header's inline links, its More menu and the slide-out menu. */
export const desktopLink = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-md px-2.5 text-[0.95rem] font-medium transition-colors xl:px-1.5 xl:text-[0.9rem] ${
    isActive
      ? 'bg-brand-50 text-brand-900 underline decoration-accent-400 decoration-2 underline-offset-8'
      : 'text-slate-700 hover:bg-slate-100 hover:text-brand-900'
  }`;

export const mobileLink = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-12 items-center rounded-lg px-4 text-lg font-medium ${
    isActive
      ? 'bg-brand-50 text-brand-900 ring-1 ring-brand-100'
      : 'text-slate-800 hover:bg-slate-100'
  }`;
