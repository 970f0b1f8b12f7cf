import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { type Adapters, type AppDeps, wireDeps } from './deps.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { adaptiveRoutes } from './modules/adaptive/adaptive.routes.ts';
import { adminAnalyticsRoutes } from './modules/admin-analytics/admin-analytics.routes.ts';
import { adminOverviewRoutes } from './modules/admin-overview/admin-overview.routes.ts';
import { adminPaymentsRoutes } from './modules/admin-payments/admin-payments.routes.ts';
import { adminQuestionsRoutes } from './modules/admin-questions/admin-questions.routes.ts';
import { adminUsersRoutes } from './modules/admin-users/admin-users.routes.ts';
import { aiTutorRoutes } from './modules/ai-tutor/ai-tutor.routes.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { bookmarksRoutes } from './modules/bookmarks/bookmarks.routes.ts';
import { communityRoutes } from './modules/community/community.routes.ts';
import { communityModerationRoutes } from './modules/community/community-moderation.routes.ts';
import { communityStaffRoutes } from './modules/community/community-staff.routes.ts';
import { notificationsRoutes } from './modules/community/notifications.routes.ts';
import { dilrDemoRoutes } from './modules/dilr-demo/dilr-demo.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { liveAdminRoutes } from './modules/live-sessions/live-admin.routes.ts';
import { liveSessionsRoutes } from './modules/live-sessions/live-sessions.routes.ts';
import { mockAdminRoutes } from './modules/mock-tests/mock-admin.routes.ts';
import { mockTestsRoutes } from './modules/mock-tests/mock-tests.routes.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { practiceRoutes } from './modules/practice/practice.routes.ts';
import { reviewRoutes } from './modules/review/review.routes.ts';
import { studyPlanRoutes } from './modules/study-plan/study-plan.routes.ts';
import { tasksRoutes } from './modules/tasks/tasks.routes.ts';
import { registerAuth, staffScope } from './plugins/auth.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { loggerOptions, registerRequestLog } from './plugins/logging.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerStatic } from './plugins/static-spa.ts';
import { createServices, type Services } from './services.ts';

const MOCK_SWEEP_MS = 15_000;
/** How often each process looks for live-session reminders due and mail waiting in the outbox. */
const MAIL_JOB_MS = 30_000;

export interface RegisteredRoute {
  method: string;
  url: string;
  /** The route's input schemas (zod), for the bad-input property test. */
  input: { body?: unknown; querystring?: unknown; params?: unknown };
}

declare module 'fastify' {
  interface FastifyInstance {
    routeList: RegisteredRoute[];
    /** The service table built once by createServices (tests reach services through it). */
    services: Services;
  }
}

export interface BuildOptions {
  /** Serve the built SPA from dist/ (off in API tests). */
  serveWeb?: boolean;
  /** The built SPA's folder (dist/ unless a test builds one of its own). */
  webDir?: string;
  logger?: boolean;
  /** Told of every answered route call (the route-coverage check records them; see docs/testing.md). */
  onRouteCall?: (call: RouteCall) => void;
}

export interface RouteCall {
  method: string;
  url: string;
  status: number;
  caller: 'guest' | 'learner' | 'staff';
}

/**
 * Wires the services from the adapters (the only place that does: wireDeps, then createServices) and registers the
 * plugins and every feature module with the services it needs. Tests call app.inject() on the result.
 */
export async function buildApp(adapters: Adapters | AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const deps = wireDeps(adapters);
  const services = createServices(deps);
  const { config, clock } = deps;
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.LOG_LEVEL),
    // One line per request (logging.ts's onResponse hook) instead of Fastify's two: half the log work at info.
    disableRequestLogging: true,
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  // Every route as registered (method and full path), for the authorisation and route-coverage tests.
  const routeList: RegisteredRoute[] = [];
  app.decorate('routeList', routeList);
  app.decorate('services', services);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      const { body, querystring, params } = route.schema ?? {};
      if (method !== 'HEAD') routeList.push({ method, url: route.url, input: { body, querystring, params } });
    }
  });
  const { onRouteCall } = options;
  if (onRouteCall) {
    app.addHook('onResponse', async (request, reply) => {
      const url = request.routeOptions.url;
      if (!url) return;
      const auth = request.auth;
      const caller = !auth ? 'guest' : auth.isStaff || auth.isAdmin ? 'staff' : 'learner';
      onRouteCall({ method: request.method, url, status: reply.statusCode, caller });
    });
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRequestLog(app);
  registerInputGuard(app);
  await registerSecurity(app, config);
  // Text responses over 1 KB as brotli or gzip; the built assets are sent as the files the build compressed.
  await app.register(compress, { encodings: ['br', 'gzip'] });

  await app.register(swagger, {
    openapi: { info: { title: 'MBA Prep API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  registerAuth(app, deps.access);

  // Every staff route is registered inside these scopes: the guard runs on the matched route, not the URL text.
  await app.register(
    staffScope('staff', async (staff) => {
      await staff.register(adminQuestionsRoutes({ ...services, clock }));
      await staff.register(mockAdminRoutes(services));
      await staff.register(adminUsersRoutes({ ...services, clock }));
      await staff.register(adminAnalyticsRoutes(services));
      await staff.register(liveAdminRoutes(services));
      await staff.register(communityStaffRoutes(services));
    }),
    { prefix: '/api/admin' },
  );
  await app.register(
    staffScope('admin', async (admin) => {
      await admin.register(adminOverviewRoutes(services));
      await admin.register(adminPaymentsRoutes({ ...services, clock }));
      await admin.register(auditRoutes(services));
    }),
    { prefix: '/api/admin' },
  );

  await app.register(healthRoutes(services));
  await app.register(adaptiveRoutes(services));
  await app.register(studyPlanRoutes(services));
  await app.register(tasksRoutes(services));
  await app.register(analyticsRoutes(services));
  await app.register(bookmarksRoutes(services));
  await app.register(aiTutorRoutes({ ...services, config }));
  await app.register(communityRoutes(services));
  await app.register(communityModerationRoutes(services));
  await app.register(notificationsRoutes(services));
  await app.register(reviewRoutes(services));
  await app.register(practiceRoutes(services));
  await app.register(dilrDemoRoutes(services));
  await app.register(mockTestsRoutes(services));
  await app.register(liveSessionsRoutes(services));
  await app.register(paymentsRoutes(services));
  await app.register(authRoutes({ ...services, config }));
  await app.register(accountRoutes({ ...services, config }));

  // The sweep finishes strict attempts abandoned past their deadline (idempotent, so every process may run it).
  const sweep = setInterval(() => {
    services.mockTests.sweep().catch((error) => app.log.error({ err: error }, 'mock sweep failed'));
  }, MOCK_SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  // Reminders, queued mail and pruning the old: claims are atomic (see remindDue and the outbox) and a prune deletes
  // a bounded batch, so every process may run this.
  services.mailOutbox.onFailure(({ key, to, attempt, gaveUp, error }) =>
    app.log.error(
      { err: error, key, to, attempt, gaveUp },
      gaveUp ? 'mail failed: giving up' : 'mail failed: will retry',
    ),
  );
  const mailJob = setInterval(() => {
    services.liveSessions
      .remindDue()
      .then(() => services.mailOutbox.drain())
      .then(() => services.mailOutbox.prune())
      .catch((error) => app.log.error({ err: error }, 'mail job failed'));
  }, MAIL_JOB_MS);
  mailJob.unref();
  app.addHook('onClose', async () => {
    clearInterval(mailJob);
    await services.mailOutbox.idle();
  });

  if (options.serveWeb) await registerStatic(app, config.dataDir, options.webDir);
  await app.ready();
  return app;
}
