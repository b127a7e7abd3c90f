import { ArgumentsHost, Injectable, Optional } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { AppConfig } from '../../config';
import type { AppException } from '../errors';
import { AllExceptionsFilter } from './all-exceptions.filter';

/**
 * A door's translation of the errors of what it opens onto (the simulator's, which know no HTTP)
 * into its own HTTP errors, answered as every error is (AllExceptionsFilter). A door subclasses it
 * with its `@Catch(...)` and its `translate`, and puts it on its controllers with `@UseFilters`.
 */
@Injectable()
export abstract class DoorErrorsFilter<E extends Error> extends AllExceptionsFilter {
  // A stand-in, not a ConfigService, where the offline /v1 document (v1-document.offline.ts) builds
  // the controllers with their dependencies mocked: no filter runs there.
  constructor(@Optional() config?: ConfigService) {
    super(config instanceof ConfigService ? config.get<AppConfig>('app')?.publicUrl : undefined);
  }

  protected abstract translate(error: E): AppException;

  override catch(error: E, host: ArgumentsHost): void {
    super.catch(this.translate(error), host);
  }
}
