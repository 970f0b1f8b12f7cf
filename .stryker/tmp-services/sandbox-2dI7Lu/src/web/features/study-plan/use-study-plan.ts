// @ts-nocheck
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { calendarDay } from '#shared/domain/calendar';
import {
  buildStudyPlan,
  checkPlanLength,
  clampHours,
  isCompletedToday,
  type PlanSection,
  STUDY_PLAN,
} from '#shared/domain/study-plan';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useAuth, usePremiumAccess } from '../auth/public.ts';
import {
  COMPLETIONS_URL,
  completionsQuery,
  fetchAdaptiveQuestions,
  markDailyCompletion,
  todayQuestionsQuery,
} from './study-plan-api.ts';

/** Waits until the value has stayed put for `ms` (the slider's 300 ms pause). */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return settled;
}

export function useStudyPlan() {
  const { user } = useAuth();
  const premium = usePremiumAccess();
  const queryClient = useQueryClient();
  const userId = user?.id ?? 'guest';
  const [hours, setHours] = useState<number>(STUDY_PLAN.defaultHours);
  const [guestWantsMore, setGuestWantsMore] = useState(false);
  const planHours = useDebounced(hours, STUDY_PLAN.debounceMs);

  // Losing premium access (or signing out) brings a long plan back within the limit.
  const limited = !user || (!premium.isLoading && !premium.hasPremium);
  useEffect(() => {
    if (limited && hours > STUDY_PLAN.limitedMaxHours) setHours(STUDY_PLAN.limitedMaxHours);
  }, [limited, hours]);

  function requestHours(next: number) {
    const wanted = clampHours(next);
    if (wanted === hours) return;
    const refusal = checkPlanLength(wanted, { signedIn: !!user, premium: premium.hasPremium });
    if (refusal) {
      toast(refusal);
      if (!user) setGuestWantsMore(true);
      return;
    }
    setHours(wanted);
  }

  const plan = useQuery({
    queryKey: ['study-plan', userId, planHours],
    queryFn: () =>
      buildStudyPlan(planHours, (subject, count, time) => fetchAdaptiveQuestions(userId, subject, count, time)),
    staleTime: 5 * 60_000,
  });

  const planFailed = plan.isError;
  useEffect(() => {
    if (planFailed)
      toast({
        title: 'Error',
        description: 'Failed to generate study plan. Please try again.',
        variant: 'destructive',
      });
  }, [planFailed]);

  const completions = useQuery({ ...completionsQuery, enabled: !!user });
  const todayQuestions = useQuery({ ...todayQuestionsQuery, enabled: !!user });
  const today = calendarDay(new Date(), user?.timezone);
  const completedToday = (section: PlanSection) =>
    !!user && isCompletedToday(section.subjectKey, completions.data ?? [], todayQuestions.data ?? [], today);

  const markDone = useMutation({
    mutationFn: (section: PlanSection) =>
      markDailyCompletion({
        subject: section.subjectKey,
        questionsCompleted: section.questions.length,
        totalTime: section.actualTime,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [COMPLETIONS_URL] });
      toast({
        title: 'Section Completed!',
        description: 'Great job! This section is marked as completed for today.',
        variant: 'success',
      });
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to mark completion'),
        variant: 'destructive',
      });
    },
  });

  // A ref, so the guest toast never depends on a stale closure of the mutation.
  const signedIn = useRef(!!user);
  signedIn.current = !!user;
  function requestMarkDone(section: PlanSection) {
    if (!signedIn.current) {
      toast({ title: 'Login Required', description: 'Please sign in to track daily progress', variant: 'destructive' });
      return;
    }
    markDone.mutate(section);
  }

  return {
    user,
    userId,
    hours,
    requestHours,
    guestWantsMore: !user && guestWantsMore,
    /** Timed practice tests (/tasks) are premium; while the plan check loads, /tasks decides by itself. */
    canRunTasks: !!user && (premium.isLoading || premium.hasPremium),
    plan: plan.data,
    isBuilding: plan.isFetching || planHours !== hours,
    completedToday,
    requestMarkDone,
    markingSubject: markDone.isPending ? markDone.variables?.subjectKey : undefined,
  };
}
