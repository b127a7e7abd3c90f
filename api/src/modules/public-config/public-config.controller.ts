import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { PublicConfigService } from './public-config.service';
import { PublicConfigDto } from './dto/public-config.dto';

@ApiTags('config')
@Controller('config')
export class PublicConfigController {
  constructor(private readonly publicConfig: PublicConfigService) {}

  @Get('public')
  @Header('Cache-Control', 'no-cache')
  @ApiOkResponse({ type: PublicConfigDto })
  get(): PublicConfigDto {
    return this.publicConfig.get();
  }
}
