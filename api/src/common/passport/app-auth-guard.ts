import { AuthGuard, type IAuthModuleOptions } from '@nestjs/passport';
import passport, { Passport, type Strategy, type StrategyCreated } from 'passport';

/** Where an app's guard hands Passport the strategies of its own app (see AppAuthGuard). */
const APP_STRATEGIES = Symbol('appStrategies');

type AppStrategies = Readonly<Record<string, Strategy>>;
type AppAuthenticateOptions = IAuthModuleOptions & { [APP_STRATEGIES]: AppStrategies };

/**
 * What the global `passport` holds under each of our strategy names: the same router in every
 * app. Passport makes one object per call from it and gives that object the call's `success`,
 * `fail`, `error`, `redirect` and `pass`; the router makes one the same way from the strategy
 * of the calling guard's app, with those same actions, and lets it authenticate.
 */
function routerFor(name: string): Strategy {
  return {
    name,
    authenticate(this: StrategyCreated<Strategy>, request, options: AppAuthenticateOptions) {
      const own = options[APP_STRATEGIES][name];
      if (!own) {
        this.error(new Error(`This app's guard gave Passport no "${name}" strategy`));
        return;
      }
      const strategy = Object.create(own) as StrategyCreated<Strategy>;
      strategy.success = this.success;
      strategy.fail = this.fail;
      strategy.error = this.error;
      strategy.redirect = this.redirect;
      strategy.pass = this.pass;
      Reflect.apply(own.authenticate, strategy, [request, options]);
    },
  };
}

/**
 * `AuthGuard(names)` of @nestjs/passport, with Passport resolving each name to the strategy of
 * this guard's own Nest app. AuthGuard calls the global `passport`, whose registry keeps one
 * strategy per name, the last one registered; tests run two apps in one process (two instances
 * on one database), and each must check logins and keys with its own services and caches, as two
 * processes would. So our strategies stay out of the global registry (appStrategyPassport), the
 * global one holds a router per name, and the guard passes its app's strategies (injected by
 * Nest) in the authenticate options, which Passport hands to the strategy with each call.
 *
 * A subclass injects its strategies and passes them to super(), keyed by name:
 * `constructor(keys: ApiKeyStrategy) { super({ [API_KEY_STRATEGY]: keys }); }`. With several
 * names, Passport tries them in order until one succeeds (a strategy that returns false passes
 * to the next; one that throws ends the chain with its error).
 */
export function AppAuthGuard(names: string | string[]) {
  const list = typeof names === 'string' ? [names] : names;
  for (const name of list) passport.use(name, routerFor(name));

  abstract class AppGuard extends AuthGuard(names) {
    private readonly authenticateOptions: AppAuthenticateOptions;

    constructor(strategies: AppStrategies, options: IAuthModuleOptions = {}) {
      super();
      const missing = list.filter((name) => !strategies[name]);
      if (missing.length) throw new Error(`${new.target.name} was given no strategy for ${missing.join(', ')}`);
      this.authenticateOptions = { session: false, ...options, [APP_STRATEGIES]: strategies };
    }

    override getAuthenticateOptions(): AppAuthenticateOptions {
      return this.authenticateOptions;
    }
  }
  return AppGuard;
}

/**
 * What our PassportStrategy classes return from `getPassportInstance()`, which the mixin calls
 * once to register the new strategy: a Passport of the strategy's own instead of the global one,
 * so that no app's strategy replaces another's there (see AppAuthGuard).
 */
export function appStrategyPassport(): InstanceType<typeof Passport> {
  return new Passport();
}
