import type { ComponentType } from 'react';
import { HomePage } from '../features/home/home-page.tsx';
import { lazyPage } from './lazy-page.ts';

/**
 * The route table (spec section 2). A feature adds one line here, in its access class:
 * - public: anyone;
 * - login: signed-in users, guests see Login Required naming `feature`;
 * - premium: premium access, guests see Login Required, free users the Premium Feature screen;
 * - admin: no client-side guard (the server guards /api/admin/*).
 */
export type AppRoute =
  | { path: string; access: 'public' | 'admin'; Page: ComponentType }
  | { path: string; access: 'login' | 'premium'; feature: string; Page: ComponentType };

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
const DilrDemoPage = lazyPage(() => import('../features/dilr-demo/dilr-demo-page.tsx'), 'DilrDemoPage');
const DilrExamplePage = lazyPage(() => import('../features/dilr-demo/dilr-example-page.tsx'), 'DilrExamplePage');
const TasksPage = lazyPage(() => import('../features/tasks/tasks-page.tsx'), 'TasksPage');

const AdminDashboardPage = lazyPage(
  () => import('../features/admin-overview/admin-dashboard-page.tsx'),
  'AdminDashboardPage',
);
const AdminUsersPage = lazyPage(() => import('../features/admin-overview/admin-users-page.tsx'), 'AdminUsersPage');

export const appRoutes: AppRoute[] = [
  // Public
  { path: '/', access: 'public', Page: HomePage },
  { path: '/dashboard', access: 'public', Page: HomePage },
  { path: '/login', access: 'public', Page: SignInPage },
  { path: '/signup', access: 'public', Page: SignUpPage },
  { path: '/forgot-password', access: 'public', Page: ForgotPasswordPage },
  { path: '/reset-password', access: 'public', Page: ResetPasswordPage },
  { path: '/payment-confirmation', access: 'public', Page: PaymentConfirmationPage },
  { path: '/dilr-demo', access: 'public', Page: DilrDemoPage },
  { path: '/dilr-example', access: 'public', Page: DilrExamplePage },
  // Login-only
  { path: '/settings', access: 'login', feature: 'Settings', Page: SettingsPage },
  { path: '/questions', access: 'login', feature: 'Practice Questions', Page: PracticePage },
  { path: '/bookmarks', access: 'login', feature: 'Bookmarks', Page: BookmarksPage },
  // Premium
  { path: '/tasks', access: 'premium', feature: 'Practice Tests', Page: TasksPage },
  // Admin
  { path: '/admin/login', access: 'public', Page: SignInPage },
  { path: '/admin', access: 'admin', Page: AdminDashboardPage },
  { path: '/admin/dashboard', access: 'admin', Page: AdminDashboardPage },
  { path: '/admin/users', access: 'admin', Page: AdminUsersPage },
  { path: '/admin/payments', access: 'admin', Page: AdminPaymentsPage },
  { path: '/admin/questions', access: 'admin', Page: AdminQuestionsPage },
  { path: '/admin/qa-questions', access: 'admin', Page: AdminQaQuestionsPage },
  { path: '/admin/dilr-questions', access: 'admin', Page: AdminDilrQuestionsPage },
  { path: '/admin/varc-questions', access: 'admin', Page: AdminVarcQuestionsPage },
];
