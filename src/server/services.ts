import type { AppDeps } from './deps.ts';
import { accountService } from './modules/account/account.service.ts';
import { adaptiveService } from './modules/adaptive/adaptive.service.ts';
import { learningService } from './modules/adaptive/learning.service.ts';
import { adminAnalyticsService } from './modules/admin-analytics/admin-analytics.service.ts';
import { adminOverviewService } from './modules/admin-overview/admin-overview.service.ts';
import { adminPaymentsService } from './modules/admin-payments/admin-payments.service.ts';
import { adminImportService } from './modules/admin-questions/admin-import.service.ts';
import { adminQuestionsService } from './modules/admin-questions/admin-questions.service.ts';
import { adminUsersService } from './modules/admin-users/admin-users.service.ts';
import { aiTutorService } from './modules/ai-tutor/ai-tutor.service.ts';
import { analyticsService } from './modules/analytics/analytics.service.ts';
import { authService } from './modules/auth/auth.service.ts';
import { bookmarksService } from './modules/bookmarks/bookmarks.service.ts';
import { communityService } from './modules/community/community.service.ts';
import { communityEditsService } from './modules/community/community-edits.service.ts';
import { moderationService } from './modules/community/moderation.service.ts';
import { notificationsService } from './modules/community/notifications.service.ts';
import { questionThreadsService } from './modules/community/question-threads.service.ts';
import { dilrDemoService } from './modules/dilr-demo/dilr-demo.service.ts';
import { healthService } from './modules/health/health.service.ts';
import { liveFilesService } from './modules/live-sessions/live-files.service.ts';
import { liveRoomService } from './modules/live-sessions/live-room.service.ts';
import { liveSessionsService } from './modules/live-sessions/live-sessions.service.ts';
import { mailOutboxService } from './modules/mail-outbox/mail-outbox.service.ts';
import { mockAdminService } from './modules/mock-tests/mock-admin.service.ts';
import { mockTestsService } from './modules/mock-tests/mock-tests.service.ts';
import { billingService } from './modules/payments/billing.service.ts';
import { paymentsService } from './modules/payments/payments.service.ts';
import { webhookService } from './modules/payments/webhook.service.ts';
import { practiceService } from './modules/practice/practice.service.ts';
import { reviewService } from './modules/review/review.service.ts';
import { studyPlanService } from './modules/study-plan/study-plan.service.ts';
import { tasksService } from './modules/tasks/tasks.service.ts';

/**
 * The wiring place (docs/decisions/0007-service-shape.md): every module's service is built here, once, from the
 * adapters and shared services in `deps` and the other services it calls; buildApp hands each route plugin the
 * services it needs. A new module adds its line here and its routes in app.ts.
 */
export function createServices(deps: AppDeps) {
  // Services that read a swappable adapter (the payment gateway) take `deps` itself, never a copy of it.
  const learning = learningService();
  const adaptive = adaptiveService(deps);
  const review = reviewService(deps);
  const practice = practiceService({ ...deps, learning, adaptive, review });
  const mockTests = mockTestsService({ ...deps, review });
  const payments = paymentsService(deps);
  const billing = billingService({ ...deps, paymentsService: payments });
  const auth = authService(deps);
  const adminUsers = adminUsersService({ ...deps, auth });
  const mailOutbox = mailOutboxService(deps);
  const liveFiles = liveFilesService(deps);
  const liveSessions = liveSessionsService({ ...deps, mailOutbox, liveFiles });
  const analytics = analyticsService({ ...deps, mockTests });
  const community = communityService(deps);
  return {
    access: deps.access,
    audit: deps.audit,
    health: healthService(deps),
    auth,
    account: accountService(deps),
    learning,
    adaptive,
    studyPlan: studyPlanService({ ...deps, adaptive }),
    practice,
    mockTests,
    mockAdmin: mockAdminService({ ...deps, mockTests }),
    dilrDemo: dilrDemoService({ ...deps, practice }),
    bookmarks: bookmarksService(deps),
    community,
    communityModeration: moderationService(deps),
    communityEdits: communityEditsService(deps),
    notifications: notificationsService(deps),
    questionThreads: questionThreadsService({ ...deps, community }),
    review,
    tasks: tasksService(deps),
    analytics,
    // Our concept notes (content/concept-notes), copied into the database once per process for full-text search.
    aiTutor: aiTutorService(deps, { analytics }),
    payments,
    billing,
    webhooks: webhookService({ ...deps, paymentsService: payments }),
    adminOverview: adminOverviewService(deps),
    adminUsers,
    adminAnalytics: adminAnalyticsService(deps),
    adminPayments: adminPaymentsService({ ...deps, billing, adminUsers, payments }),
    adminQuestions: adminQuestionsService(deps),
    adminImport: adminImportService(deps),
    mailOutbox,
    liveFiles,
    liveSessions,
    liveRoom: liveRoomService({ ...deps, liveSessions, practice }),
  };
}

export type Services = ReturnType<typeof createServices>;
