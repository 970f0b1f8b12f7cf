// @ts-nocheck
import { ShieldAlert } from 'lucide-react';
import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { inputClasses } from '../../components/ui/input.tsx';
import { cn } from '../../lib/cn.ts';

// Small building blocks shared by the bank's screens.

export function AdminOnly() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Card className="w-full max-w-md p-8 text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-amber-50 text-amber-600 dark:bg-amber-500/15 dark:text-amber-300">
          <ShieldAlert className="size-7" aria-hidden="true" />
        </span>
        <h1 className="mt-5 text-2xl font-bold tracking-tight">Administrators only</h1>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          The question bank is for staff. Sign in with an administrator account to manage questions.
        </p>
        <div className="mt-6 flex justify-center">
          <Button asChild>
            <Link to="/login">Sign In</Link>
          </Button>
        </div>
      </Card>
    </div>
  );
}

// The select moved to components/ui (the users desk uses it too); the bank's screens keep importing it here.
export { SelectField } from '../../components/ui/select-field.tsx';

export function TextArea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <textarea className={cn(inputClasses, 'h-auto min-h-20 font-mono text-[13px] leading-5', className)} {...props} />
  );
}

export function ErrorNote({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-300"
    >
      {children}
    </p>
  );
}

export const percent = (share: number | null) => (share === null ? '—' : `${Math.round(share * 100)}%`);
