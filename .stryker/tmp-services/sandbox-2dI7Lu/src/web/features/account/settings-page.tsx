// @ts-nocheck
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { useAuth } from '../auth/public.ts';
import { BillingSection } from '../payments/public.ts';
import { AppearanceSection } from './appearance-section.tsx';
import { AvatarSection } from './avatar-section.tsx';
import { DataSection } from './data-section.tsx';
import { DeleteAccountSection } from './delete-account-section.tsx';
import { PasswordSection } from './password-section.tsx';
import { ProfileSection } from './profile-section.tsx';
import { SessionsSection } from './sessions-section.tsx';

const sections = [
  ['profile', 'Profile'],
  ['avatar', 'Photo'],
  ['password', 'Password'],
  ['appearance', 'Appearance'],
  ['sessions', 'Sessions'],
  ['billing', 'Plan and billing'],
  ['your-data', 'Your data'],
  ['delete-account', 'Delete account'],
] as const;

export function SettingsPage() {
  const { user } = useAuth();
  if (!user) return <PageSpinner />;
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Settings</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">Manage your account, security and preferences.</p>
      </header>
      <nav aria-label="Settings sections" className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
        {sections.map(([id, label]) => (
          <a
            key={id}
            href={`#${id}`}
            className="shrink-0 rounded-full border border-slate-200 bg-white px-3 py-1.5 text-sm text-slate-700 transition-colors hover:border-brand-500 hover:text-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300 dark:hover:text-brand-100"
          >
            {label}
          </a>
        ))}
      </nav>
      <ProfileSection key={`${user.id}:${user.username}`} user={user} />
      <AvatarSection user={user} />
      <PasswordSection />
      <AppearanceSection />
      <SessionsSection timeZone={user.timezone} />
      <BillingSection />
      <DataSection />
      <DeleteAccountSection />
    </div>
  );
}
