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
import { adminOverviewRoutes } from './modules/admin-overview/admin-overview.routes.ts';
import { adminPaymentsRoutes } from './modules/admin-payments/admin-payments.routes.ts';
import { adminQuestionsRoutes } from './modules/admin-questions/admin-questions.routes.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { bookmarksRoutes } from './modules/bookmarks/bookmarks.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { questionsRoutes } from './modules/questions/questions.routes.ts';
import { completionsRoutes } from './modules/study-plan/completions.routes.ts';
import { tasksRoutes } from './modules/tasks/tasks.routes.ts';
import { registerAuth, staffScope } from './plugins/auth.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { loggerOptions } from './plugins/logging.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerStatic } from './plugins/static-spa.ts';

export interface RegisteredRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeList: RegisteredRoute[];
  }
}

export interface BuildOptions {
  /** Serve the built SPA from dist/ (off in API tests). */
  serveWeb?: boolean;
  logger?: boolean;
}

/** Registers plugins and every feature module. Tests call app.inject() on the result. */
export async function buildApp(adapters: Adapters | AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const deps = wireDeps(adapters);
  const { config } = deps;
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.LOG_LEVEL),
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  // Every route as registered (method and full path), for the authorisation and route-coverage tests.
  const routeList: RegisteredRoute[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routeList.push({ method, url: route.url });
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerInputGuard(app);
  await registerSecurity(app, config);

  await app.register(swagger, {
    openapi: { info: { title: 'MBA Prep API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  registerAuth(app, deps.access);

  // Every staff route is registered inside these scopes: the guard runs on the matched route, not the URL text.
  await app.register(
    staffScope('staff', async (staff) => {
      await staff.register(adminQuestionsRoutes(deps));
    }),
    { prefix: '/api/admin' },
  );
  await app.register(
    staffScope('admin', async (admin) => {
      await admin.register(adminOverviewRoutes(deps));
      await admin.register(adminPaymentsRoutes(deps));
    }),
    { prefix: '/api/admin' },
  );

  await app.register(healthRoutes(deps));
  await app.register(adaptiveRoutes(deps));
  await app.register(tasksRoutes(deps));
  await app.register(analyticsRoutes(deps));
  await app.register(bookmarksRoutes(deps));
  await app.register(questionsRoutes(deps));
  await app.register(paymentsRoutes(deps));
  await app.register(completionsRoutes(deps));
  await app.register(authRoutes(deps));
  await app.register(accountRoutes(deps));

  if (options.serveWeb) await registerStatic(app, config.dataDir);
  await app.ready();
  return app;
}
