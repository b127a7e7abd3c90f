import { createTransport, type Transporter } from 'nodemailer';
import type { LeadPayload } from './lead-payload';
import { DeliveryError } from './post-json';

/** Tells the sales mailbox about a lead. The Message-ID is stable so a retried send can be de-duplicated. */
export class EmailClient {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly to: string,
    private readonly productName: string,
    timeoutMs: number,
  ) {
    this.transport = createTransport(smtpUrl, {
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    } as object);
  }

  async deliver(lead: LeadPayload): Promise<void> {
    const name = [lead.firstName, lead.lastName].filter(Boolean).join(' ');
    try {
      await this.transport.sendMail({
        from: this.to,
        to: this.to,
        replyTo: { name, address: lead.email },
        subject: `New ${this.productName} contact: ${name}${lead.company ? ` (${lead.company})` : ''}`,
        messageId: `<lead-${lead.id}@${this.productName.toLowerCase()}.leads>`,
        text: [`Name: ${name}`, `Email: ${lead.email}`, `Company: ${lead.company ?? '-'}`, `Page: ${lead.page ?? '-'}`, '', lead.message].join('\n'),
      });
    } catch (error) {
      throw new DeliveryError(`SMTP error: ${(error as Error).message}`);
    }
  }

  close(): void {
    this.transport.close();
  }
}
