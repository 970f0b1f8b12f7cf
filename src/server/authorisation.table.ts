// Who may call every registered route: the table the authorisation test (authorisation.test.ts) walks. A new route
// fails that test until it is listed here with its access class.
//
// Classes (spec section 4 and decision 0006):
// - public: anyone, guests included (a route may still refuse bad input);
// - login: a signed-in user; guests get 401;
// - premium: premium access (paid, free access, staff); guests 401, free learners 403 premium_required;
// - staff: the staff console's content tools (role staff or admin); guests 401, learners 403;
// - admin: administrators only (money, roles); guests 401, learners and staff-role accounts 403.
//
// `request` is a well-formed call: the check must see the access rule, not a 400 from validation. Where a call
// would change something, it names a missing row or a wrong password, so an allowed caller gets a 4xx from the
// rule after the access check and nothing changes.

export type AccessClass = 'public' | 'login' | 'premium' | 'staff' | 'admin';

/** The caller as the request builder sees it: null for a guest. */
export type Caller = { id: string } | null;

export interface RouteAccess {
  access: AccessClass;
  request?: {
    query?: Record<string, string> | ((caller: Caller) => Record<string, string>);
    body?: unknown;
  };
  /** Runs after every other route (signing out ends the caller's session). */
  last?: true;
}

const MISSING_ID = '999999';
const MISSING_UUID = '00000000-0000-4000-8000-00000000abcd';
export const PARAMS: Record<string, string> = {
  id: MISSING_ID,
  questionId: MISSING_ID,
  receiptNo: MISSING_ID,
  paymentId: MISSING_UUID,
  target: 'post',
  sessionId: MISSING_UUID,
  fileId: MISSING_UUID,
};
/** Route params that are uuids in these routes. */
export const UUID_ID_ROUTES = [
  '/api/mock-attempts/:id/claim',
  '/api/mock-attempts/:id/paper',
  '/api/mock-attempts/:id/answers',
  '/api/mock-attempts/:id/heartbeat',
  '/api/mock-attempts/:id/next-section',
  '/api/mock-attempts/:id/submit',
  '/api/mock-attempts/:id/result',
  '/api/mock-attempts/:id/error-tag',
  '/api/admin/users/:id',
  '/api/admin/community/members/:id/suspend',
  '/api/admin/users/:id/free-access',
  '/api/admin/users/:id/suspend',
  '/api/admin/users/:id/unsuspend',
  '/api/admin/users/:id/password-reset',
  '/api/tasks/session/:id',
  '/api/tasks/session/:id/start',
  '/api/tasks/session/:id/finish',
];
export { MISSING_UUID };

const staff: RouteAccess = { access: 'staff' };
const admin: RouteAccess = { access: 'admin' };
const open: RouteAccess = { access: 'public' };
const login: RouteAccess = { access: 'login' };

export const ROUTE_ACCESS: Record<string, RouteAccess> = {
  // OpenAPI documentation
  'GET /api/docs': open,
  'GET /api/docs/static/index.html': open,
  'GET /api/docs/static/swagger-initializer.js': open,
  'GET /api/docs/json': open,
  'GET /api/docs/yaml': open,
  'GET /api/docs/static/*': open,

  // Staff console: the question bank
  'GET /api/admin/questions': staff,
  'GET /api/admin/questions/facets': staff,
  'GET /api/admin/questions/export': staff,
  'POST /api/admin/questions/import': staff,
  'POST /api/admin/questions/status': staff,
  'POST /api/admin/questions': staff,
  'GET /api/admin/questions/:id': staff,
  'PUT /api/admin/questions/:id': staff,
  'POST /api/admin/questions/:id/publish': staff,
  'POST /api/admin/questions/:id/unpublish': staff,
  'DELETE /api/admin/questions/:id': staff,
  'GET /api/admin/questions/:id/stats': staff,
  'GET /api/admin/sets': staff,
  'POST /api/admin/sets': staff,
  'GET /api/admin/sets/:id': staff,
  'PUT /api/admin/sets/:id': staff,
  'POST /api/admin/sets/:id/publish': staff,
  'POST /api/admin/sets/:id/unpublish': staff,
  'DELETE /api/admin/sets/:id': staff,
  'GET /api/admin/reports': staff,
  'POST /api/admin/reports/:id/status': staff,

  // Staff console: the users desk (staff moderate learners; roles, free access and the export are admin-only)
  'POST /api/admin/login': { access: 'public', request: { body: {} } },
  'GET /api/admin/users': staff,
  'GET /api/admin/users/:id': staff,
  'POST /api/admin/users/:id/suspend': { access: 'staff', request: { body: {} } },
  'POST /api/admin/users/:id/unsuspend': staff,
  'POST /api/admin/users/:id/password-reset': staff,
  'GET /api/admin/users/export.csv': admin,
  'PATCH /api/admin/users/:id': { access: 'admin', request: { body: { role: 'user' } } },
  'POST /api/admin/users/:id/free-access': { access: 'admin', request: { body: { enabled: false } } },
  'GET /api/admin/audit': admin,
  'GET /api/admin/dashboard': staff,
  'GET /api/admin/analytics': staff,

  // Administrators: overview, the payments desk
  'GET /api/admin/overview': admin,
  'GET /api/admin/payments': admin,
  'GET /api/admin/payments/summary': admin,
  'GET /api/admin/payments/export.csv': admin,
  'POST /api/admin/payments/:paymentId/refund': admin,
  'GET /api/admin/payments/plans': admin,
  'POST /api/admin/payments/plans': admin,
  'PATCH /api/admin/payments/plans/:id': admin,
  'GET /api/admin/payments/free-access': admin,
  'POST /api/admin/payments/free-access': admin,

  'GET /api/health': open,
  'GET /api/ready': open,

  // Adaptive engine and study plan
  'GET /api/questions/adaptive': {
    access: 'public',
    request: { query: (caller) => ({ userId: caller?.id ?? 'guest', subject: 'VARC', count: '2' }) },
  },
  'GET /api/adaptive/performance': {
    access: 'login',
    request: { query: (caller) => ({ userId: caller?.id ?? 'guest', subject: 'DILR' }) },
  },
  'POST /api/study-plan': { access: 'public', request: { body: { hours: 1 } } },
  'POST /api/daily-completion': {
    access: 'login',
    request: { body: { subject: 'VARC', questionsCompleted: 1, totalTime: 5 } },
  },
  'GET /api/daily-completions': login,
  'GET /api/user/today-questions': login,

  // Practice tests (premium)
  'POST /api/tasks/session': { access: 'premium', request: { body: { questionIds: [Number(MISSING_ID)] } } },
  'GET /api/tasks/session/:id': { access: 'premium' },
  'POST /api/tasks/session/:id/start': { access: 'premium' },
  'POST /api/tasks/session/:id/finish': { access: 'premium' },

  'GET /api/analytics': login,
  'GET /api/analytics/details': { access: 'premium' },
  'GET /api/analytics/export.csv': { access: 'premium' },

  'GET /api/live-sessions': login,
  'GET /api/live-sessions/:sessionId': login,
  'POST /api/live-sessions/:sessionId/registration': login,
  'DELETE /api/live-sessions/:sessionId/registration': login,
  'GET /api/live-sessions/:sessionId/calendar.ics': login,
  'GET /api/live-sessions/:sessionId/files/:fileId': login,
  'GET /api/admin/live-sessions': staff,
  'POST /api/admin/live-sessions': {
    access: 'staff',
    request: {
      body: {
        title: 'In the past',
        subject: 'QA',
        startsAt: '2020-01-01T10:00:00Z',
        durationMinutes: 60,
        videoKind: 'embed',
        videoUrl: 'https://meet.jit.si/room',
      },
    },
  },
  'GET /api/admin/live-sessions/:sessionId': staff,
  'PUT /api/admin/live-sessions/:sessionId': {
    access: 'staff',
    request: {
      body: {
        title: 'Missing session',
        subject: 'QA',
        startsAt: '2030-01-01T10:00:00Z',
        durationMinutes: 60,
        videoKind: 'embed',
        videoUrl: 'https://meet.jit.si/room',
      },
    },
  },
  'POST /api/admin/live-sessions/:sessionId/cancel': staff,
  'POST /api/admin/live-sessions/:sessionId/start': staff,
  'POST /api/admin/live-sessions/:sessionId/end': staff,
  'PUT /api/admin/live-sessions/:sessionId/recording': {
    access: 'staff',
    request: { body: { recordingUrl: 'https://example.com/r' } },
  },
  'POST /api/admin/live-sessions/:sessionId/files': staff,
  'DELETE /api/admin/live-sessions/:sessionId/files/:fileId': staff,
  'GET /api/admin/live-sessions/:sessionId/attendance': staff,
  'GET /api/admin/live-sessions/:sessionId/attendance.csv': staff,
  'GET /api/bookmarks': login,
  'PUT /api/bookmarks/:questionId': { access: 'login', request: { body: { note: '' } } },
  'DELETE /api/bookmarks/:questionId': login,
  // The AI tutor: public (guests by their cookie's key); a missing conversation is 404 for everyone.
  'GET /api/ai-tutor/usage': open,
  'GET /api/ai-tutor/conversations': open,
  'GET /api/ai-tutor/conversations/:id': open,
  'PATCH /api/ai-tutor/conversations/:id': { access: 'public', request: { body: { title: 'Renamed' } } },
  'DELETE /api/ai-tutor/conversations/:id': open,
  'POST /api/ai-tutor/messages': {
    access: 'public',
    request: { body: { conversationId: Number(MISSING_ID), message: 'What is a ratio?' } },
  },

  // The community (issue 17): public to read, signed in to write
  'GET /api/community/channels': open,
  'GET /api/community/feed': open,
  'GET /api/community/search': { access: 'public', request: { query: { q: 'percentages' } } },
  'GET /api/community/posts/:id': open,
  'GET /api/community/me': login,
  'POST /api/community/posts': {
    access: 'login',
    request: { body: { channel: 'no-such-channel', kind: 'question', title: 'A question title', body: 'Body' } },
  },
  'POST /api/community/posts/:id/answers': { access: 'login', request: { body: { body: 'An answer' } } },
  'POST /api/community/posts/:id/comments': { access: 'login', request: { body: { body: 'A comment' } } },
  'PUT /api/community/posts/:id/accepted': { access: 'login', request: { body: { answerId: null } } },
  'POST /api/community/votes': {
    access: 'login',
    request: { body: { target: 'post', id: Number(MISSING_ID), value: 1 } },
  },
  'POST /api/community/items/:target/:id/reports': { access: 'login', request: { body: { reason: 'spam' } } },
  'PATCH /api/community/items/:target/:id': { access: 'login', request: { body: { body: 'Edited text' } } },
  'GET /api/community/items/:target/:id/history': open,
  // Multipart only: a signed-in caller without a file gets a 400 naming the form field.
  'POST /api/community/uploads': login,
  // Notifications, follows and "Discuss" threads: a member's own, signed in
  'GET /api/community/notifications': login,
  'GET /api/community/notifications/unread': login,
  'POST /api/community/notifications/:id/read': login,
  'POST /api/community/notifications/read-all': login,
  'GET /api/community/posts/:id/follow': login,
  'PUT /api/community/posts/:id/follow': { access: 'login', request: { body: { following: true } } },
  'GET /api/community/posts/:id/question': open,
  'POST /api/community/questions/:questionId/thread': login,
  'PUT /api/admin/community/answers/:id/verified': { access: 'staff', request: { body: { verified: true } } },
  'GET /api/admin/community/reports': staff,
  'POST /api/admin/community/items/:target/:id/moderation': { access: 'staff', request: { body: { action: 'hide' } } },
  'POST /api/admin/community/members/:id/suspend': {
    access: 'staff',
    request: { body: { days: 1, reason: 'Spamming the channel' } },
  },

  // The mistake notebook (/review): the learner's own cards only
  'GET /api/review/cards': login,
  'POST /api/review/cards': { access: 'login', request: { body: { questionId: Number(MISSING_ID) } } },
  'PATCH /api/review/cards/:id': { access: 'login', request: { body: { note: '' } } },
  'DELETE /api/review/cards/:id': login,
  'POST /api/review/cards/:id/review': {
    access: 'login',
    request: { body: { answer: { option: 0 }, seconds: 5, reps: 0 } },
  },
  'GET /api/review/queue': login,
  'GET /api/review/stats': login,
  'GET /api/review/membership': { access: 'login', request: { query: { questionIds: MISSING_ID } } },

  // Practice
  'GET /api/practice/questions': login,
  'GET /api/practice/recommended': login,
  'GET /api/practice/questions/:id': login,
  'POST /api/practice/questions/:id/attempt': {
    access: 'login',
    request: { body: { answer: { option: 0 }, seconds: 5 } },
  },
  'GET /api/practice/filters': login,
  'GET /api/practice/sets/:id': open,
  'POST /api/questions/:id/report': { access: 'login', request: { body: { reason: 'typo' } } },

  // Mock tests: the listing, the exam-day engine and results (login); test series (premium)
  'GET /api/mock-tests': login,
  'GET /api/mock-tests/:id': login,
  'POST /api/mock-tests/:id/start': { access: 'login', request: { body: { clientId: 'tab-authorisation' } } },
  'POST /api/mock-attempts/:id/claim': { access: 'login', request: { body: { clientId: 'tab-authorisation' } } },
  'GET /api/mock-attempts/:id/paper': login,
  'POST /api/mock-attempts/:id/answers': {
    access: 'login',
    request: { body: { clientId: 'tab-authorisation', seq: 1, questionId: 1, seconds: 0 } },
  },
  'POST /api/mock-attempts/:id/heartbeat': { access: 'login', request: { body: { clientId: 'tab-authorisation' } } },
  'POST /api/mock-attempts/:id/next-section': {
    access: 'login',
    request: { body: { clientId: 'tab-authorisation', seq: 1 } },
  },
  'POST /api/mock-attempts/:id/submit': { access: 'login', request: { body: { clientId: 'tab-authorisation' } } },
  'GET /api/mock-attempts/:id/result': login,
  'POST /api/mock-attempts/:id/error-tag': { access: 'login', request: { body: { questionId: 1, tag: 'silly' } } },
  'GET /api/test-series': { access: 'premium' },

  // Staff: mock tests
  'GET /api/admin/mock-tests': staff,
  'POST /api/admin/mock-tests': {
    access: 'staff',
    request: { body: { title: 'Authorisation probe', patternId: 'NO_SUCH_PATTERN' } },
  },
  'PUT /api/admin/mock-tests/:id/status': { access: 'staff', request: { body: { status: 'draft' } } },
  'GET /api/admin/mock-tests/:id/keys': staff,
  'POST /api/admin/mock-tests/:id/rescore': {
    access: 'staff',
    request: { body: { questionId: 1, answer: { kind: 'option', index: 0 } } },
  },
  'PATCH /api/admin/mock-tests/:id': { access: 'staff', request: { body: { title: 'Authorisation probe' } } },
  'POST /api/admin/mock-tests/by-hand': {
    access: 'staff',
    request: {
      body: { title: 'Authorisation probe', patternId: 'NO_SUCH_PATTERN', sections: [{ key: 'QA', questionIds: [] }] },
    },
  },
  'PUT /api/admin/mock-tests/:id/paper': {
    access: 'staff',
    request: { body: { patternId: 'CAT2024', sections: [{ key: 'QA', questionIds: [] }] } },
  },
  'GET /api/admin/mock-tests/bank': {
    access: 'staff',
    request: { query: { patternId: 'CAT2024', sectionKey: 'QA' } },
  },
  'GET /api/admin/mock-tests/:id/paper': staff,
  'GET /api/admin/mock-tests/:id/live': staff,
  'GET /api/admin/mock-series': staff,
  'POST /api/admin/mock-series': {
    access: 'staff',
    request: { body: { title: 'CAT 2025 Full-Length Mocks', exam: 'CAT' } },
  },
  'PATCH /api/admin/mock-series/:id': { access: 'staff', request: { body: { description: 'Authorisation probe' } } },
  'DELETE /api/admin/mock-series/:id': staff,
  'PUT /api/admin/mock-series/:id/order': { access: 'staff', request: { body: { mockIds: [] } } },
  'PUT /api/admin/mock-time-grants': {
    access: 'staff',
    request: { body: { userId: MISSING_UUID, timeFactor: 1.3333 } },
  },

  // The public DILR demo
  'GET /api/practice/demo': open,
  'GET /api/practice/demo/example': open,
  'POST /api/practice/demo/attempt': {
    access: 'public',
    request: { body: { questionId: Number(MISSING_ID), answer: { option: 0 } } },
  },

  // Plans, checkout, billing
  'GET /api/subscription-plans': open,
  'GET /api/subscription-plans/:id': open,
  'GET /api/payments/config': open,
  'POST /api/payments/orders': { access: 'login', request: { body: { planId: Number(MISSING_ID) } } },
  'POST /api/payments/test/pay': {
    access: 'login',
    request: { body: { orderId: 'order_missing', outcome: 'success' } },
  },
  'POST /api/payments/verify': {
    access: 'login',
    request: {
      body: { razorpay_order_id: 'order_missing', razorpay_payment_id: 'pay_missing', razorpay_signature: 'sig' },
    },
  },
  'GET /api/payments/billing': login,
  'GET /api/payments/entitlements': open,
  'GET /api/payments/receipts/:receiptNo/pdf': login,
  'POST /api/payments/:paymentId/refund': login,
  // Razorpay calls it; the signature is its authentication.
  'POST /api/payments/razorpay/webhook': { access: 'public', request: { body: '{}' } },

  // Sign-up, sign-in, reset
  'POST /api/register': { access: 'public', request: { body: {} } },
  'POST /api/login': { access: 'public', request: { body: {} } },
  'GET /api/auth/user': login,
  'POST /api/logout': { access: 'public', last: true },
  'POST /api/forgot-password': { access: 'public', request: { body: {} } },
  'GET /api/verify-reset-token': open,
  'POST /api/reset-password': { access: 'public', request: { body: {} } },
  'GET /api/user/subscription-status': login,

  // The signed-in user's own account
  'PATCH /api/account/profile': { access: 'login', request: { body: {} } },
  'POST /api/account/avatar': login,
  'DELETE /api/account/avatar': login,
  'POST /api/account/password': {
    access: 'login',
    request: { body: { currentPassword: 'not-the-password', newPassword: 'another-secret' } },
  },
  'GET /api/account/sessions': login,
  'POST /api/account/sessions/revoke-others': login,
  'GET /api/account/export': login,
  'DELETE /api/account': { access: 'login', request: { body: { password: 'not-the-password' } } },
};
