import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SandboxAccountNotFoundException } from './sandbox-control.errors';

/** Whose sandbox account an id is: another developer's, a demo account or none at all are the same 404. */
@Injectable()
export class SandboxAccounts {
  constructor(private readonly dataSource: DataSource) {}

  async assertOwned(accountId: string, userId: number): Promise<void> {
    const [row] = await this.dataSource.query('SELECT 1 FROM demo_accounts WHERE id = $1 AND owner_user_id = $2', [accountId, userId]);
    if (!row) throw new SandboxAccountNotFoundException();
  }
}
