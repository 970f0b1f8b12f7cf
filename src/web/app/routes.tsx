import type { ComponentType } from 'react';
import { lazyPage } from './lazy-page.ts';

/**
 * The route table (spec section 2). A feature adds one line here, in its access class:
 * - public: anyone;
 * - login: signed-in users, guests see Login Required naming `feature`;
 * - premium: premium access, guests see Login Required, free users the Premium Feature screen;
 * - admin: guests go to /admin/login, learners see the staff-only card (the server guards /api/admin/* anyway).
 */
export type AppRoute = (
  | { path: string; access: 'public' | 'admin'; Page: ComponentType }
  | { path: string; access: 'login' | 'premium'; feature: string; Page: ComponentType }
) & {
  /** The browser tab's title (routes.test.ts requires one per route; '' is the home page). */
  title?: string;
};

const AiTutorPage = lazyPage(() => import('../features/ai-tutor/ai-tutor-page.tsx'), 'AiTutorPage');
const HomePage = lazyPage(() => import('../features/home/home-page.tsx'), 'HomePage');
const SignInPage = lazyPage(() => import('../features/auth/sign-in-page.tsx'), 'SignInPage');
const SignUpPage = lazyPage(() => import('../features/auth/sign-up-page.tsx'), 'SignUpPage');
const ForgotPasswordPage = lazyPage(() => import('../features/auth/forgot-password-page.tsx'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyPage(() => import('../features/auth/reset-password-page.tsx'), 'ResetPasswordPage');
const SettingsPage = lazyPage(() => import('../features/account/settings-page.tsx'), 'SettingsPage');
const PaymentConfirmationPage = lazyPage(
  () => import('../features/payments/payment-confirmation-page.tsx'),
  'PaymentConfirmationPage',
);
const AdminPaymentsPage = lazyPage(
  () => import('../features/admin-payments/admin-payments-page.tsx'),
  'AdminPaymentsPage',
);
const AdminQuestionsPage = lazyPage(
  () => import('../features/admin-questions/question-bank-page.tsx'),
  'AdminQuestionsPage',
);
const AdminQaQuestionsPage = lazyPage(
  () => import('../features/admin-questions/question-bank-page.tsx'),
  'AdminQaQuestionsPage',
);
const AdminDilrQuestionsPage = lazyPage(
  () => import('../features/admin-questions/question-bank-page.tsx'),
  'AdminDilrQuestionsPage',
);
const AdminVarcQuestionsPage = lazyPage(
  () => import('../features/admin-questions/question-bank-page.tsx'),
  'AdminVarcQuestionsPage',
);

const PracticePage = lazyPage(() => import('../features/practice/practice-page.tsx'), 'PracticePage');
const BookmarksPage = lazyPage(() => import('../features/bookmarks/bookmarks-page.tsx'), 'BookmarksPage');
const ReviewPage = lazyPage(() => import('../features/review/review-page.tsx'), 'ReviewPage');
const DilrDemoPage = lazyPage(() => import('../features/dilr-demo/dilr-demo-page.tsx'), 'DilrDemoPage');
const DilrExamplePage = lazyPage(() => import('../features/dilr-demo/dilr-example-page.tsx'), 'DilrExamplePage');
const MockTestsPage = lazyPage(() => import('../features/mock-tests/mock-tests-page.tsx'), 'MockTestsPage');
const MockTestPage = lazyPage(() => import('../features/mock-tests/mock-test-page.tsx'), 'MockTestPage');
const LiveTestPage = lazyPage(() => import('../features/mock-tests/live-test-page.tsx'), 'LiveTestPage');
const TestResultsPage = lazyPage(() => import('../features/mock-tests/test-results-page.tsx'), 'TestResultsPage');
const AnalyticsPage = lazyPage(() => import('../features/analytics/analytics-page.tsx'), 'AnalyticsPage');
const TestSeriesPage = lazyPage(() => import('../features/mock-tests/test-series-page.tsx'), 'TestSeriesPage');
const CommunityPage = lazyPage(() => import('../features/community/community-page.tsx'), 'CommunityPage');
const ThreadPage = lazyPage(() => import('../features/community/thread-page.tsx'), 'ThreadPage');
const TasksPage = lazyPage(() => import('../features/tasks/tasks-page.tsx'), 'TasksPage');

const AdminDashboardPage = lazyPage(
  () => import('../features/admin-overview/admin-dashboard-page.tsx'),
  'AdminDashboardPage',
);
const AdminUsersPage = lazyPage(() => import('../features/admin-users/admin-users-page.tsx'), 'AdminUsersPage');
const AdminUserPage = lazyPage(() => import('../features/admin-users/admin-user-page.tsx'), 'AdminUserPage');
const AdminAnalyticsPage = lazyPage(
  () => import('../features/admin-analytics/admin-analytics-page.tsx'),
  'AdminAnalyticsPage',
);
const AdminMockTestsPage = lazyPage(
  () => import('../features/mock-tests/admin-mock-tests-page.tsx'),
  'AdminMockTestsPage',
);
const TestManagementPage = lazyPage(
  () => import('../features/mock-tests/test-management-page.tsx'),
  'TestManagementPage',
);
const LiveSessionsPage = lazyPage(() => import('../features/live-sessions/live-sessions-page.tsx'), 'LiveSessionsPage');
const LiveSessionPage = lazyPage(() => import('../features/live-sessions/live-session-page.tsx'), 'LiveSessionPage');
const LiveRoomPage = lazyPage(() => import('../features/live-sessions/live-room-page.tsx'), 'LiveRoomPage');
const AdminLiveSessionsPage = lazyPage(
  () => import('../features/live-sessions/admin-live-sessions-page.tsx'),
  'AdminLiveSessionsPage',
);
const CommunityReportsPage = lazyPage(
  () => import('../features/admin-community/community-reports-page.tsx'),
  'CommunityReportsPage',
);
const AuditLogPage = lazyPage(() => import('../features/audit/audit-log-page.tsx'), 'AuditLogPage');
const StaffSignInPage = lazyPage(() => import('../features/auth/sign-in-page.tsx'), 'StaffSignInPage');

export const appRoutes: AppRoute[] = [
  // Public
  { title: '', path: '/', access: 'public', Page: HomePage },
  { title: 'Dashboard', path: '/dashboard', access: 'public', Page: HomePage },
  { title: 'Sign In', path: '/login', access: 'public', Page: SignInPage },
  { title: 'Sign Up', path: '/signup', access: 'public', Page: SignUpPage },
  { title: 'Forgot Password', path: '/forgot-password', access: 'public', Page: ForgotPasswordPage },
  { title: 'Reset Password', path: '/reset-password', access: 'public', Page: ResetPasswordPage },
  { title: 'Checkout', path: '/payment-confirmation', access: 'public', Page: PaymentConfirmationPage },
  { title: 'AI Tutor', path: '/ai-tutor', access: 'public', Page: AiTutorPage },
  { title: 'DILR Demo', path: '/dilr-demo', access: 'public', Page: DilrDemoPage },
  { title: 'DILR Worked Example', path: '/dilr-example', access: 'public', Page: DilrExamplePage },
  { title: 'Community', path: '/community', access: 'public', Page: CommunityPage },
  { title: 'Community', path: '/channel/:slug', access: 'public', Page: CommunityPage },
  { title: 'Discussion', path: '/post/:id', access: 'public', Page: ThreadPage },
  { title: 'Question', path: '/community/question/:id', access: 'public', Page: ThreadPage },
  // Login-only
  { title: 'Settings', path: '/settings', access: 'login', feature: 'Settings', Page: SettingsPage },
  {
    title: 'Practice Questions',
    path: '/questions',
    access: 'login',
    feature: 'Practice Questions',
    Page: PracticePage,
  },
  { title: 'Bookmarks', path: '/bookmarks', access: 'login', feature: 'Bookmarks', Page: BookmarksPage },
  { title: 'Mistake Notebook', path: '/review', access: 'login', feature: 'Mistake Notebook', Page: ReviewPage },
  { title: 'Mock Tests', path: '/mock-tests', access: 'login', feature: 'Mock Tests', Page: MockTestsPage },
  { title: 'Mock Test', path: '/mock-test/:testId', access: 'login', feature: 'Mock Tests', Page: MockTestPage },
  { title: 'Live Test', path: '/live-test/:attemptId', access: 'login', feature: 'Mock Tests', Page: LiveTestPage },
  {
    title: 'Test Results',
    path: '/test-results/:attemptId',
    access: 'login',
    feature: 'Test Results',
    Page: TestResultsPage,
  },
  { title: 'Live Sessions', path: '/live-sessions', access: 'login', feature: 'Live Sessions', Page: LiveSessionsPage },
  {
    title: 'Live Session',
    path: '/live-sessions/:sessionId',
    access: 'login',
    feature: 'Live Sessions',
    Page: LiveSessionPage,
  },
  {
    title: 'Live Class Room',
    path: '/live-sessions/:sessionId/room',
    access: 'login',
    feature: 'Live Sessions',
    Page: LiveRoomPage,
  },
  // Premium
  { title: 'Practice Tests', path: '/tasks', access: 'premium', feature: 'Practice Tests', Page: TasksPage },
  { title: 'Test Series', path: '/test-series', access: 'premium', feature: 'Test Series', Page: TestSeriesPage },
  { title: 'Analytics', path: '/analytics', access: 'premium', feature: 'Analytics', Page: AnalyticsPage },
  // Admin
  { title: 'Staff Sign In', path: '/admin/login', access: 'public', Page: StaffSignInPage },
  { title: 'Admin Dashboard', path: '/admin', access: 'admin', Page: AdminDashboardPage },
  { title: 'Admin Dashboard', path: '/admin/dashboard', access: 'admin', Page: AdminDashboardPage },
  { title: 'Users', path: '/admin/users', access: 'admin', Page: AdminUsersPage },
  { title: 'User', path: '/admin/users/:id', access: 'admin', Page: AdminUserPage },
  { title: 'Platform Analytics', path: '/admin/analytics', access: 'admin', Page: AdminAnalyticsPage },
  { title: 'Audit Log', path: '/admin/audit', access: 'admin', Page: AuditLogPage },
  { title: 'Community Reports', path: '/admin/community', access: 'admin', Page: CommunityReportsPage },
  { title: 'Manage Mock Tests', path: '/admin/mock-tests', access: 'admin', Page: AdminMockTestsPage },
  { title: 'Manage Live Sessions', path: '/admin/live-sessions', access: 'admin', Page: AdminLiveSessionsPage },
  { title: 'Test Management', path: '/admin/test-management', access: 'admin', Page: TestManagementPage },
  { title: 'Payments', path: '/admin/payments', access: 'admin', Page: AdminPaymentsPage },
  { title: 'Question Bank', path: '/admin/questions', access: 'admin', Page: AdminQuestionsPage },
  { title: 'QA Questions', path: '/admin/qa-questions', access: 'admin', Page: AdminQaQuestionsPage },
  { title: 'DILR Questions', path: '/admin/dilr-questions', access: 'admin', Page: AdminDilrQuestionsPage },
  { title: 'VARC Questions', path: '/admin/varc-questions', access: 'admin', Page: AdminVarcQuestionsPage },
];
