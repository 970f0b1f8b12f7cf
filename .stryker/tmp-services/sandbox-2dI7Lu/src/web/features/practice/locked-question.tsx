// @ts-nocheck
import { Crown } from 'lucide-react';
import { Markdown } from '../../components/content/markdown.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useUpgradeDialog } from '../payments/public.ts';

/** A premium question for a learner without premium access: a preview and the way to unlock it. */
export function LockedQuestion({ preview, onNext }: { preview?: string; onNext?: () => void }) {
  const { showPopup } = useUpgradeDialog();
  return (
    <Card className="mx-auto grid max-w-3xl gap-4 p-5 sm:p-6">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-amber-50 text-amber-600 dark:bg-amber-500/15 dark:text-amber-300">
          <Crown className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 className="text-lg font-semibold">Premium question</h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            This question is part of the premium bank. Upgrade to practise it with its worked explanation.
          </p>
        </div>
      </div>
      {preview && (
        <div className="relative max-h-28 overflow-hidden rounded-lg bg-slate-50 px-4 py-2 text-slate-500 dark:bg-slate-800/60 dark:text-slate-400">
          <Markdown>{`${preview}…`}</Markdown>
          <div className="absolute inset-x-0 bottom-0 h-10 bg-gradient-to-t from-slate-50 dark:from-slate-800" />
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => showPopup('upgrade-button')}>
          <Crown aria-hidden="true" />
          Upgrade to Premium
        </Button>
        {onNext && (
          <Button variant="outline" onClick={onNext}>
            Skip to next question
          </Button>
        )}
      </div>
    </Card>
  );
}
