import {
  BarChart3,
  Bookmark,
  BookOpenText,
  Bot,
  BrainCircuit,
  Calculator,
  CalendarRange,
  ChartPie,
  ClipboardCheck,
  CreditCard,
  Flag,
  House,
  Layers,
  LayoutDashboard,
  ListChecks,
  type LucideIcon,
  MessagesSquare,
  PencilLine,
  Radio,
  ScrollText,
  Settings,
  Timer,
  Users,
} from 'lucide-react';

// Menus are built from these lists: a feature that adds a route adds its entry here.
export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Shown to administrators only (money and the audit log); the rest of the staff group shows to staff too. */
  adminOnly?: boolean;
}

/** Side menu main links (spec "Layout"): /, /ai-tutor, /live-sessions, /community, /test-series as they land. */
export const mainNavItems: NavItem[] = [
  { to: '/', label: 'Home', icon: House },
  { to: '/ai-tutor', label: 'AI Tutor', icon: Bot },
  { to: '/questions', label: 'Practice', icon: PencilLine },
  { to: '/mock-tests', label: 'Mock Tests', icon: Timer },
  { to: '/live-sessions', label: 'Live Sessions', icon: Radio },
  { to: '/community', label: 'Community', icon: MessagesSquare },
  { to: '/test-series', label: 'Test Series', icon: Layers },
];

/** Side menu "Admin Panel" group for staff and admins (see staffNavItems). */
export const adminNavItems: NavItem[] = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/admin/qa-questions', label: 'QA Questions', icon: Calculator },
  { to: '/admin/dilr-questions', label: 'DILR Questions', icon: ChartPie },
  { to: '/admin/varc-questions', label: 'VARC Questions', icon: BookOpenText },
  { to: '/admin/live-sessions', label: 'Live Sessions', icon: Radio },
  { to: '/admin/mock-tests', label: 'Mock Tests', icon: ListChecks },
  { to: '/admin/users', label: 'Users', icon: Users },
  { to: '/admin/community', label: 'Community reports', icon: Flag },
  { to: '/admin/test-management', label: 'Test Management', icon: CalendarRange },
  { to: '/admin/payments', label: 'Payments', icon: CreditCard, adminOnly: true },
  { to: '/admin/analytics', label: 'Analytics', icon: BarChart3 },
  { to: '/admin/audit', label: 'Audit log', icon: ScrollText, adminOnly: true },
];

/** The Admin Panel entries a staff member may open: the server refuses a staff-role account the admin-only ones. */
export function staffNavItems(isAdmin: boolean): NavItem[] {
  return isAdmin ? adminNavItems : adminNavItems.filter((item) => !item.adminOnly);
}

/** User menu links: /tasks, /bookmarks, /analytics, /settings as they land. */
export const userMenuItems: NavItem[] = [
  { to: '/tasks', label: 'Practice Tests', icon: ClipboardCheck },
  { to: '/bookmarks', label: 'Bookmarks', icon: Bookmark },
  { to: '/review', label: 'Mistake Notebook', icon: BrainCircuit },
  { to: '/analytics', label: 'Analytics', icon: BarChart3 },
  { to: '/settings', label: 'Settings', icon: Settings },
];

/** Active by path prefix; Home only on an exact match. */
export function isNavItemActive(itemPath: string, currentPath: string): boolean {
  if (itemPath === '/') return currentPath === '/';
  return currentPath === itemPath || currentPath.startsWith(`${itemPath}/`);
}
