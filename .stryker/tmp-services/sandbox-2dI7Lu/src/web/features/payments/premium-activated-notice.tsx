// @ts-nocheck
import { Crown, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PAYMENT_TOAST_MS, PREMIUM_BANNER_MS } from '#shared/domain/pricing';
import { premiumHighlights } from '#shared/domain/shipped-features';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { refreshAccess } from './payments-api.ts';

/**
 * Spec section 2: back from payment with ?premium=activated, a 'Payment Successful' toast for 6 s and a green
 * banner that hides after 8 s or on dismiss; the URL is reset to /.
 */
export function PremiumActivatedNotice() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [visible, setVisible] = useState(false);
  const handled = useRef(false);
  const activated = params.get('premium') === 'activated';

  useEffect(() => {
    if (!activated || handled.current) return;
    handled.current = true;
    toast({
      title: 'Payment Successful',
      description: 'Premium features have been activated',
      variant: 'success',
      duration: PAYMENT_TOAST_MS,
    });
    setVisible(true);
    void refreshAccess();
    navigate('/', { replace: true });
  }, [activated, navigate]);

  useEffect(() => {
    if (!visible) return;
    const timer = setTimeout(() => setVisible(false), PREMIUM_BANNER_MS);
    return () => clearTimeout(timer);
  }, [visible]);

  if (!visible) return null;
  return (
    <div
      role="status"
      data-testid="premium-banner"
      className="flex items-start gap-3 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-900 shadow-sm dark:border-emerald-500/40 dark:bg-emerald-500/10 dark:text-emerald-100"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-emerald-600 text-white dark:bg-emerald-500">
        <Crown className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold">Welcome to Premium!</p>
        <p className="text-sm">Your plan is active: {premiumHighlights()} are unlocked. Your receipt is in Settings.</p>
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Dismiss"
        onClick={() => setVisible(false)}
        className="text-emerald-800 hover:bg-emerald-100 dark:text-emerald-100 dark:hover:bg-emerald-500/20"
      >
        <X aria-hidden="true" />
      </Button>
    </div>
  );
}
