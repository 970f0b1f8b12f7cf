// @ts-nocheck
import {
  ArrowRight,
  BookOpenCheck,
  ChartPie,
  CircleCheck,
  ClipboardList,
  LogIn,
  type LucideIcon,
  Target,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import { SHIPPED } from '#shared/domain/shipped-features';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';

const linkClass =
  'rounded-sm text-brand-700 underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-brand-300';

interface StartItem {
  icon: LucideIcon;
  title: string;
  text: string;
  to?: string;
}

// Only what a visitor can reach today (issue 12): a feature adds its line when its route ships.
const gettingStarted: StartItem[] = [
  {
    icon: BookOpenCheck,
    title: 'Practice questions',
    text: 'Work through Quantitative Aptitude, VARC and DILR questions with worked solutions.',
  },
  {
    icon: ClipboardList,
    title: 'Timed practice tests',
    text: 'Build a timed test by section, topic and difficulty, then review every answer.',
  },
  ...(SHIPPED.mockTests
    ? [{ icon: ClipboardList, title: 'Mock tests', text: 'Full-length, timed mocks in the exam pattern.' }]
    : []),
  ...(SHIPPED.community
    ? [{ icon: Users, title: 'Community', text: 'Ask doubts, share strategies and learn alongside other aspirants.' }]
    : []),
  {
    icon: ChartPie,
    title: 'Try a DILR set now',
    text: 'No account needed: solve a data set and see the worked solution.',
    to: '/dilr-demo',
  },
];

const journey = [
  'Track your streak, accuracy and progress across sections',
  'Follow a daily study plan sized to the time you have',
  'Bookmark questions and revisit your weak areas',
];

export function SignedOutHome() {
  return (
    <div className="grid grid-cols-1 gap-6">
      <section className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand-600 via-brand-700 to-violet-700 px-6 py-10 text-white shadow-lg sm:px-10 sm:py-14">
        <div aria-hidden="true" className="absolute -right-16 -top-16 size-64 rounded-full bg-white/10 blur-2xl" />
        <div className="relative max-w-2xl">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-100">
            CAT · XAT · NMAT · SNAP · CMAT
          </p>
          <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">Welcome to MBA Prep</h1>
          <p className="mt-3 text-base text-brand-50 sm:text-lg">
            Practise smarter with adaptive questions, timed practice tests, daily study plans and analytics built for
            MBA entrance exams.
          </p>
          <Button
            asChild
            size="lg"
            className="mt-6 bg-white text-brand-700 hover:bg-brand-50 dark:bg-white dark:text-brand-700 dark:hover:bg-brand-50"
          >
            <Link to="/login">
              <LogIn aria-hidden="true" />
              Sign In to Get Started
            </Link>
          </Button>
        </div>
      </section>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Getting Started</CardTitle>
            <CardDescription>Everything you need for your preparation, in one place.</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-4">
              {gettingStarted.map(({ icon: Icon, title, text, to }) => (
                <li key={title} className="flex gap-3">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600 dark:bg-brand-500/15 dark:text-brand-100">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <div>
                    <p className="font-medium">
                      {to ? (
                        <Link to={to} className={linkClass}>
                          {title}
                        </Link>
                      ) : (
                        title
                      )}
                    </p>
                    <p className="text-sm text-slate-600 dark:text-slate-400">{text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>

        <Card className="flex flex-col">
          <CardHeader>
            <span className="flex size-10 items-center justify-center rounded-lg bg-emerald-50 text-emerald-600 dark:bg-emerald-500/15 dark:text-emerald-300">
              <Target className="size-5" aria-hidden="true" />
            </span>
            <CardTitle className="mt-2">Ready to Start Your CAT Journey</CardTitle>
            <CardDescription>
              Sign in to track your progress, get personalised recommendations and pick up where you left off.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-2.5 text-sm text-slate-700 dark:text-slate-300">
              {journey.map((line) => (
                <li key={line} className="flex items-start gap-2">
                  <CircleCheck
                    className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400"
                    aria-hidden="true"
                  />
                  {line}
                </li>
              ))}
            </ul>
          </CardContent>
          <CardContent className="mt-auto flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/login">Sign In to Begin</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/questions">
                Start Practice
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
