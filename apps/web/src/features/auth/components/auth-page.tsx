import { localePrefix, type Auth, type FormMessages, type Translation } from '@pathways/content';
import { Briefcase, CheckCircle2, Quote, UserRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Card } from '@/components/ui/card';
import { Tabs } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { useLocaleText } from '@/lib/i18n/locale-context';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

type AuthTab = 'login' | 'register';

/** Who has just signed in: their role decides where they land. */
export interface SignedIn {
  role: string;
}

/** The sign-in page's texts and its toasts, in the page's language. */
export interface AuthText {
  auth: Translation<Auth>;
  formMessages: Translation<FormMessages>;
}

/** A case worker lands on Today (issue 31.1), everyone else on their dashboard. */
function landingPath({ role }: SignedIn, dashboardPath: string): string {
  return role === 'caseWorker' ? paths.caseWorkerToday : dashboardPath;
}

/**
 * Client Portal sign-in and registration (spec §2 Auth); anyone signed in goes on to /dashboard
 * (/es/dashboard from the Spanish page), except a case worker, whose landing view is Today (issue
 * 31.1; their dashboard stays in the sidebar).
 */
export function AuthPage({ text }: { text: AuthText }) {
  const { auth } = text;
  const navigate = useNavigate();
  const { data: user } = useUser();
  // Signing in on /es/auth leads to /es/dashboard: the client's Spanish portal (staff go on to English).
  const dashboardPath =
    useLocaleText().locale === 'es' ? `${localePrefix.es}${paths.dashboard}` : paths.dashboard;
  const [tab, setTab] = useState<AuthTab>('login');

  useEffect(() => {
    if (user) void navigate(landingPath(user, dashboardPath), { replace: true });
  }, [user, navigate, dashboardPath]);

  const goToLanding = (signedIn: SignedIn) =>
    void navigate(landingPath(signedIn, dashboardPath), { replace: true });

  return (
    <div className="bg-slate-50 px-4 py-10 sm:py-16">
      <div className="mx-auto grid max-w-6xl gap-8 lg:grid-cols-2 lg:items-start">
        <Card className="p-5 sm:p-8">
          <h1 className="text-3xl font-bold text-slate-900">{auth.title}</h1>
          <p className="mt-2 text-slate-700">{auth.intro}</p>
          <div className="mt-6">
            <Tabs
              label={auth.title}
              value={tab}
              onValueChange={(value) => setTab(value === 'register' ? 'register' : 'login')}
              items={[
                {
                  value: 'login',
                  label: auth.loginTab,
                  content: <LoginForm onSignedIn={goToLanding} text={text} />,
                },
                {
                  value: 'register',
                  label: auth.registerTab,
                  content: <RegisterForm onSignedIn={goToLanding} text={text} />,
                },
              ]}
            />
          </div>
        </Card>
        <AuthSidePanel auth={auth} />
      </div>
    </div>
  );
}

function AuthSidePanel({ auth }: { auth: Translation<Auth> }) {
  const { sidePanel } = auth;
  const portals = [
    { ...sidePanel.clientPortal, icon: UserRound },
    { ...sidePanel.employerPortal, icon: Briefcase },
  ];
  return (
    <section
      aria-labelledby="auth-side-heading"
      className="grid gap-6 rounded-xl bg-brand-900 p-6 text-white sm:p-8"
    >
      <div>
        <h2 id="auth-side-heading" className="text-2xl font-bold">
          {sidePanel.heading}
        </h2>
        <p className="mt-2 text-brand-50">{sidePanel.description}</p>
      </div>
      {portals.map((portal) => (
        <div key={portal.title} className="grid gap-3">
          <h3 className="flex items-center gap-2 text-lg font-semibold">
            <portal.icon aria-hidden="true" className="size-5 text-accent-300" />
            {portal.title}
          </h3>
          <ul className="grid gap-2">
            {portal.features.map((feature) => (
              <li key={feature} className="flex items-start gap-2 text-brand-50">
                <CheckCircle2
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-accent-300"
                />
                {feature}
              </li>
            ))}
          </ul>
        </div>
      ))}
      <figure className="rounded-lg bg-white/10 p-5">
        <Quote aria-hidden="true" className="size-6 text-accent-300" />
        <blockquote className="mt-2 text-lg">“{sidePanel.testimonial.quote}”</blockquote>
        <figcaption className="mt-3 text-sm text-brand-50">
          <span className="font-semibold text-white">{sidePanel.testimonial.name}</span>,{' '}
          {sidePanel.testimonial.role}
        </figcaption>
      </figure>
    </section>
  );
}
