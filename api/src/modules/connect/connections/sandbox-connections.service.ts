import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { appByClientId } from '../apps/apps.queries';
import {
  AppNotFoundException,
  BrokerAccountLockedException,
  BrokerUnavailableException,
  ConsentNotAllowedException,
  InvalidBrokerCredentialsException,
} from '../connect.errors';
import { AuthorizationServer } from '../oauth/authorization-server';
import { refreshableFor, tokensExpireFor } from '../oauth/broker-token-policy';
import { brokerProfile, DEFAULT_BROKER_ID } from '../../simulator';
import { accountsOf, refusedScopes, signIn, TEST_PASSWORD } from '../portal/broker-scenarios';
import { ConnectionsService } from './connections.service';
import type { CreateSandboxConnectionDto, SandboxConnectionDto } from './dto/create-sandbox-connection.dto';

/**
 * A connection as if the user had gone through the portal (Plaid's /sandbox/public_token/create),
 * for tests and CI: the test user's scripted outcome applies, then a grant, the connection with
 * every account of the user, and a token pair minted by the authorization server's own models.
 */
@Injectable()
export class SandboxConnections {
  constructor(
    private readonly dataSource: DataSource,
    private readonly server: AuthorizationServer,
    private readonly connections: ConnectionsService,
  ) {}

  async create(request: FastifyRequest, ownerId: number, dto: CreateSandboxConnectionDto): Promise<SandboxConnectionDto> {
    const app = await appByClientId(this.dataSource, dto.clientId);
    if (!app || app.owner_user_id !== ownerId) throw new AppNotFoundException();
    const outcome = signIn(dto.username, TEST_PASSWORD);
    if (outcome === 'locked') throw new BrokerAccountLockedException();
    if (outcome === 'broker_down') throw new BrokerUnavailableException();
    if (outcome === 'invalid_credentials') throw new InvalidBrokerCredentialsException();
    const accounts = accountsOf(dto.username);
    if (!accounts.length) throw new ConsentNotAllowedException('No eligible accounts at the broker for this user.');
    const refused = dto.scopes.filter((s) => refusedScopes(dto.username).includes(s));
    if (refused.length) throw new ConsentNotAllowedException(`The broker does not allow ${refused.join(', ')} for this account.`);

    const provider = this.server.providerFor(request);
    const client = await provider.Client.find(app.client_id);
    if (!client) throw new AppNotFoundException();
    const broker = brokerProfile(dto.broker ?? DEFAULT_BROKER_ID)!;
    const accountId = `${broker.id}:${dto.username}`;
    const scope = dto.scopes.join(' ');
    const grant = new provider.Grant({ accountId, clientId: app.client_id });
    grant.addOIDCScope(scope);
    const grantId = await grant.save();
    const connectionId = await this.connections.create({
      appId: app.id,
      ownerId,
      broker: { id: broker.id, name: broker.name },
      brokerUser: dto.username,
      accounts,
      scopes: dto.scopes,
      grantId,
    });
    const accessToken = new provider.AccessToken({ accountId, client, grantId, scope, gty: 'authorization_code' });
    // As the token endpoint would: no refresh token at a broker whose tokens cannot be refreshed (its token policy).
    const refreshToken = refreshableFor(accountId)
      ? await new provider.RefreshToken({ accountId, client, grantId, scope, gty: 'authorization_code', iiat: Math.floor(Date.now() / 1000) }).save()
      : null;
    return {
      connectionId,
      accessToken: await accessToken.save(),
      refreshToken,
      // As the token endpoint does: no lifetime for a token that lasts until revoked.
      expiresIn: tokensExpireFor(accountId) ? accessToken.expiration : null,
      scope,
    };
  }
}
