import { useQuery } from '@tanstack/react-query';
import { ArrowRight, BarChart3, ClipboardCheck, Crown, LayoutDashboard, type LucideIcon, Settings } from 'lucide-react';
import { Suspense } from 'react';
import { Link } from 'react-router';
import type { AuthUser } from '#shared/contracts/auth';
import { premiumHighlights } from '#shared/domain/shipped-features';
import { Card } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import {
  analyticsQuery,
  LazyDashboardInsights,
  StatCards,
  SubjectPerformance,
  SubjectWiseAccuracy,
  WeeklyProgress,
} from '../analytics/public.ts';
import { usePremiumAccess } from '../auth/public.ts';
import { CommunityHighlightsCard } from '../community/public.ts';
import { useUpgradeDialog } from '../payments/public.ts';
import { ReviewQueueCard } from '../review/public.ts';
import { StudyPlanGenerator } from '../study-plan/public.ts';

interface HomeLink {
  to: string;
  title: string;
  text: string;
  icon: LucideIcon;
  adminOnly?: boolean;
  premiumOnly?: boolean;
}

// Quick links to what exists; a feature adds its card here when its route lands.
const homeLinks: HomeLink[] = [
  {
    to: '/tasks',
    title: 'Practice Tests',
    text: 'Build a timed test by section, topic and difficulty.',
    icon: ClipboardCheck,
    premiumOnly: true,
  },
  {
    to: '/analytics',
    title: 'Analytics',
    text: 'Topics, weaknesses, practice sets for them, mock progress and time.',
    icon: BarChart3,
    premiumOnly: true,
  },
  { to: '/settings', title: 'Settings', text: 'Profile, password, sessions and appearance.', icon: Settings },
  {
    to: '/admin/dashboard',
    title: 'Admin Dashboard',
    text: 'Manage questions, tests, users and payments.',
    icon: LayoutDashboard,
    adminOnly: true,
  },
];

const tileClass =
  'group flex h-full items-start gap-4 p-5 transition-shadow hover:shadow-md focus-within:ring-2 focus-within:ring-brand-500';

function Tile({ icon: Icon, title, text }: { icon: LucideIcon; title: string; text: string }) {
  return (
    <>
      <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600 dark:bg-brand-500/15 dark:text-brand-100">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-1 font-semibold">
          {title}
          <ArrowRight
            className="size-4 text-slate-400 transition-transform group-hover:translate-x-0.5"
            aria-hidden="true"
          />
        </span>
        <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">{text}</span>
      </span>
    </>
  );
}

/** The signed-in dashboard of spec section 2: stats, the study plan generator, progress, trends and analyses. */
export function SignedInHome({ user, isAdmin }: { user: AuthUser; isAdmin: boolean }) {
  const premium = usePremiumAccess();
  const { showPopup } = useUpgradeDialog();
  const links = homeLinks.filter((l) => (!l.adminOnly || isAdmin) && (!l.premiumOnly || premium.hasPremium));
  const showUpgrade = !premium.isLoading && !premium.hasPremium;
  const analytics = useQuery(analyticsQuery);
  const summary = analytics.data;

  return (
    <div className="grid grid-cols-1 gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Hello, {user.firstName.trim() || 'Aspirant'}!</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">Your preparation hub: pick up where you left off.</p>
      </header>

      <StatCards summary={summary} />
      {analytics.isError && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          Your progress could not be loaded right now. Refresh the page to try again.
        </p>
      )}

      <ReviewQueueCard />

      <StudyPlanGenerator />

      {summary && (
        <>
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <WeeklyProgress days={summary.dailyProgress} />
            <SubjectPerformance subjects={summary.subjectWiseAccuracy} />
          </div>
          <SubjectWiseAccuracy subjects={summary.subjectWiseAccuracy} />
          <Suspense
            fallback={
              <div className="flex justify-center py-8">
                <Spinner label="Loading your analysis" />
              </div>
            }
          >
            <LazyDashboardInsights userId={user.id} summary={summary} />
          </Suspense>
        </>
      )}

      <CommunityHighlightsCard />

      <section aria-label="Quick links" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {links.map((link) => (
          <Card key={link.to} className="p-0">
            <Link to={link.to} className={`${tileClass} rounded-xl focus-visible:outline-none`}>
              <Tile icon={link.icon} title={link.title} text={link.text} />
            </Link>
          </Card>
        ))}
        {showUpgrade && (
          <Card className="border-brand-200 bg-gradient-to-br from-brand-50 to-violet-50 p-0 dark:border-brand-500/30 dark:from-brand-500/10 dark:to-violet-500/10">
            <button
              type="button"
              onClick={() => showPopup('upgrade-button')}
              className={`${tileClass} w-full rounded-xl text-left focus-visible:outline-none`}
            >
              <Tile icon={Crown} title="Upgrade to Premium" text={`Unlock ${premiumHighlights()}.`} />
            </button>
          </Card>
        )}
      </section>
    </div>
  );
}
