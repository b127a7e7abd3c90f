import { Controller, Get, HttpStatus } from '@nestjs/common';
import { ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { AppException } from '../../common/errors';
import { Draining } from '../../common/lifecycle';

class ShuttingDownException extends AppException {
  constructor() {
    super(HttpStatus.SERVICE_UNAVAILABLE, 'SHUTTING_DOWN', 'This instance is shutting down; the others take its requests.');
  }
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly draining: Draining,
  ) {}

  @Get()
  @HealthCheck()
  @ApiOperation({ summary: 'Readiness: the API is up, not shutting down, and its database answers' })
  @ApiServiceUnavailableResponse({ description: 'The database does not answer, or the instance is shutting down (SHUTTING_DOWN)' })
  check() {
    // A balancer stops sending requests here; requests already in flight still finish.
    if (this.draining.active) throw new ShuttingDownException();
    return this.health.check([() => this.database.pingCheck('database', { timeout: 2000 })]);
  }
}
