import { Injectable } from '@nestjs/common';
import { argon2id, argon2Verify } from 'hash-wasm';
import { randomBytes } from 'node:crypto';

// OWASP's argon2id baseline (19 MiB, 2 passes). hash-wasm, because the native addon crashes here.
const PARAMS = { parallelism: 1, iterations: 2, memorySize: 19456, hashLength: 32 } as const;

@Injectable()
export class PasswordHasher {
  /** Verified against when the username is unknown, so both failures take about as long. */
  private readonly decoy = this.hash('decoy-password-for-unknown-users');

  hash(password: string): Promise<string> {
    return argon2id({ ...PARAMS, password, salt: randomBytes(16), outputType: 'encoded' });
  }

  async verify(password: string, hash: string | null): Promise<boolean> {
    const ok = await argon2Verify({ password, hash: hash ?? (await this.decoy) });
    return ok && hash !== null;
  }
}
