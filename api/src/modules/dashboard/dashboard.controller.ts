import { Controller, Get, Header, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { AdminGuard } from '../../common/guards';
import { DashboardService } from './dashboard.service';
import { ChartDto } from './dto/chart.dto';
import { MetricDto } from './dto/metric.dto';

@ApiTags('dashboard')
@Controller('dashboard')
@UseGuards(AdminGuard)
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@ApiForbiddenResponse({ description: 'Not an administrator' })
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get('metrics')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: [MetricDto], description: 'The latest snapshot (empty before the first job run)' })
  metrics(): Promise<MetricDto[]> {
    return this.dashboard.latestMetrics();
  }

  @Get('charts')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: [ChartDto], description: 'The latest chart series (error rates are fixed in the client)' })
  charts(): Promise<ChartDto[]> {
    return this.dashboard.latestCharts();
  }
}
