import { Module } from '@nestjs/common';
import { AdminSubscribersController } from './admin-subscribers.controller';
import { MailingController } from './mailing.controller';
import { MailingService } from './mailing.service';

@Module({
  controllers: [MailingController, AdminSubscribersController],
  providers: [MailingService],
  exports: [MailingService],
})
export class MailingModule {}
