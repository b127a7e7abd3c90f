import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { appByClientId } from '../apps/apps.queries';
import { loadConnectConfig } from '../connect.config';
import { CONNECT_SCOPES } from '../connect-scopes';
import {
  BrokerAccountLockedException,
  BrokerUnavailableException,
  ConsentNotAllowedException,
  InteractionNotFoundException,
  InvalidBrokerCredentialsException,
  InvalidMfaCodeException,
  RepairWrongUserException,
  WrongInteractionStepException,
} from '../connect.errors';
import { BROKER_PROFILES, brokerProfile, type BrokerProfile } from '../../simulator';
import { ConnectionLifecycle } from '../connections/connection-lifecycle.service';
import { connectionById, type ConnectionRow } from '../connections/connections.queries';
import { ConnectionsService } from '../connections/connections.service';
import { AuthorizationServer } from '../oauth/authorization-server';
import type { Provider } from '../oauth/oidc-provider';
import { accountsOf, mfaCodeMatches, refusedScopes, signIn, TEST_CREDENTIALS } from './broker-scenarios';
import type { ConsentDto } from './dto/consent.dto';
import type { InteractionDto } from './interaction.dto';
import { issueTicket, ticketUser } from './mfa-ticket';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;
const SUBJECT_SEPARATOR = ':';
const usernameOf = (subject: string) => subject.slice(subject.indexOf(SUBJECT_SEPARATOR) + 1);
/** The broker of a signed-in subject (`<broker>:<username>`). */
const brokerOfSubject = (subject: string) => brokerProfile(subject.slice(0, subject.indexOf(SUBJECT_SEPARATOR)));
/** The broker the user picked at this interaction (kept in its result until the sign-in replaces it), if any. */
const pickedBroker = (interaction: Interaction) => {
  const picked = (interaction.result as { broker?: unknown } | undefined)?.broker;
  return typeof picked === 'string' ? brokerProfile(picked) : undefined;
};
const brokerView = (b: BrokerProfile) => ({ id: b.id, name: b.name });
const requestedScopesOf = (interaction: Interaction) =>
  String(interaction.params.scope ?? '')
    .split(' ')
    .filter((s): s is (typeof CONNECT_SCOPES)[number] => (CONNECT_SCOPES as readonly string[]).includes(s));

/** The portal's steps: the broker's sign-in (with MFA), then consent with an account picker, or a refusal. */
@Injectable()
export class PortalService {
  private readonly ticketKey = loadConnectConfig().ticketKey;

  constructor(
    private readonly server: AuthorizationServer,
    private readonly dataSource: DataSource,
    private readonly connections: ConnectionsService,
    private readonly lifecycle: ConnectionLifecycle,
  ) {}

  async details(request: FastifyRequest, reply: FastifyReply, uid: string): Promise<InteractionDto> {
    const interaction = await this.interaction(request, reply, uid);
    const app = await appByClientId(this.dataSource, String(interaction.params.client_id));
    const subject = interaction.session?.accountId ?? '';
    const repairing = await this.repairing(interaction);
    const broker = interaction.prompt.name === 'login' ? this.signInBroker(interaction, repairing) : brokerOfSubject(subject);
    const step = interaction.prompt.name !== 'login' ? 'consent' : broker ? 'login' : 'broker';
    const username = step === 'consent' ? usernameOf(subject) : undefined;
    return {
      uid,
      step,
      app: { name: app?.name ?? String(interaction.params.client_id) },
      broker: broker ? brokerView(broker) : null,
      brokers: BROKER_PROFILES.map(brokerView),
      ...(repairing ? { repair: { connectionId: repairing.id } } : {}),
      requestedScopes: requestedScopesOf(interaction),
      testCredentials: TEST_CREDENTIALS,
      ...(username !== undefined ? { consent: { username, accounts: accountsOf(username), refusedScopes: refusedScopes(username) } } : {}),
    };
  }

  /**
   * The broker pick (a new connection only: a repair signs in at its connection's broker), kept on
   * the interaction until the sign-in; picking again before signing in changes it.
   */
  async pickBroker(request: FastifyRequest, reply: FastifyReply, uid: string, brokerId: string): Promise<InteractionDto> {
    const interaction = await this.interaction(request, reply, uid);
    if (interaction.prompt.name !== 'login') throw new WrongInteractionStepException('broker');
    if (await this.repairing(interaction)) {
      throw new WrongInteractionStepException('broker', 'A repair signs in at the connection’s own broker: there is no broker to pick.');
    }
    const broker = brokerProfile(brokerId);
    if (!broker) throw new WrongInteractionStepException('broker');
    interaction.result = { broker: broker.id };
    await interaction.persist();
    return this.details(request, reply, uid);
  }

  /** The password step: signed in (the interaction moves on), an MFA ticket, or the broker's refusal. */
  async login(
    request: FastifyRequest,
    reply: FastifyReply,
    uid: string,
    username: string,
    password: string,
  ): Promise<{ redirectTo?: string; mfaTicket?: string }> {
    const interaction = await this.interaction(request, reply, uid);
    if (interaction.prompt.name !== 'login') throw new WrongInteractionStepException('sign-in');
    this.brokerToSignInAt(interaction, await this.repairing(interaction));
    const outcome = signIn(username, password);
    if (outcome === 'signed_in' || outcome === 'mfa_required') await this.assertRepairingUser(interaction, username);
    switch (outcome) {
      case 'locked':
        throw new BrokerAccountLockedException();
      case 'broker_down':
        throw new BrokerUnavailableException();
      case 'invalid_credentials':
        throw new InvalidBrokerCredentialsException();
      case 'mfa_required':
        return { mfaTicket: issueTicket(this.ticketKey, uid, username) };
      case 'signed_in':
        return { redirectTo: await this.signedIn(request, reply, interaction, username) };
    }
  }

  async mfa(request: FastifyRequest, reply: FastifyReply, uid: string, ticket: string, code: string): Promise<{ redirectTo: string }> {
    const interaction = await this.interaction(request, reply, uid);
    if (interaction.prompt.name !== 'login') throw new WrongInteractionStepException('sign-in');
    const username = ticketUser(this.ticketKey, uid, ticket);
    if (!username) throw new InvalidBrokerCredentialsException();
    if (!mfaCodeMatches(code)) throw new InvalidMfaCodeException();
    await this.assertRepairingUser(interaction, username);
    return { redirectTo: await this.signedIn(request, reply, interaction, username) };
  }

  /** Consent: the picked accounts become a connection; the grant holds the scopes granted, the rest rejected. */
  async consent(request: FastifyRequest, reply: FastifyReply, uid: string, dto: ConsentDto): Promise<{ redirectTo: string }> {
    const interaction = await this.interaction(request, reply, uid);
    if (interaction.prompt.name !== 'consent' || !interaction.session?.accountId) throw new WrongInteractionStepException('consent');
    const subject = interaction.session.accountId;
    const username = usernameOf(subject);
    const requested = requestedScopesOf(interaction);
    const refused = refusedScopes(username);
    const notAsked = dto.scopes.filter((s) => !requested.includes(s as never));
    if (notAsked.length) throw new ConsentNotAllowedException(`The app did not ask for ${notAsked.join(', ')}.`);
    const brokerRefused = dto.scopes.filter((s) => refused.includes(s));
    if (brokerRefused.length) throw new ConsentNotAllowedException(`The broker does not allow ${brokerRefused.join(', ')} for this account.`);
    const broker = brokerOfSubject(subject);
    if (!broker) throw new InteractionNotFoundException();
    const owned = accountsOf(username);
    const picked = dto.accounts.map((key) => owned.find((a) => a.key === key));
    if (picked.some((a) => !a)) throw new ConsentNotAllowedException('Pick accounts from the list the broker shows.');

    const clientId = String(interaction.params.client_id);
    const app = await appByClientId(this.dataSource, clientId);
    if (!app) throw new InteractionNotFoundException();
    const provider = this.server.providerFor(request);
    const grant = new provider.Grant({ accountId: subject, clientId });
    grant.addOIDCScope(dto.scopes.join(' '));
    const rejected = requested.filter((s) => !dto.scopes.includes(s));
    if (rejected.length) grant.rejectOIDCScope(rejected.join(' '));
    const grantId = await grant.save();
    const repairing = await this.repairing(interaction);
    if (repairing) {
      // The same user signed in again: the same connection and accounts (the picker's choice aside), active again.
      if (usernameOf(subject) !== repairing.broker_user) throw new RepairWrongUserException();
      await this.lifecycle.repair(repairing, grantId, dto.scopes);
      return { redirectTo: await provider.interactionResult(request.raw, reply.raw, { consent: { grantId } }, { mergeWithLastSubmission: true }) };
    }
    await this.connections.create({
      appId: app.id,
      ownerId: app.owner_user_id,
      broker: brokerView(broker),
      brokerUser: username,
      accounts: picked.map((a) => ({ name: a!.name })),
      scopes: dto.scopes,
      grantId,
    });
    return { redirectTo: await provider.interactionResult(request.raw, reply.raw, { consent: { grantId } }, { mergeWithLastSubmission: true }) };
  }

  /** The user said no (or had nothing to connect): the app gets access_denied on its redirect URI. */
  async deny(request: FastifyRequest, reply: FastifyReply, uid: string, reason: string): Promise<{ redirectTo: string }> {
    await this.interaction(request, reply, uid);
    const provider = this.server.providerFor(request);
    const redirectTo = await provider.interactionResult(
      request.raw,
      reply.raw,
      { error: 'access_denied', error_description: reason },
      { mergeWithLastSubmission: false },
    );
    return { redirectTo };
  }

  private async signedIn(request: FastifyRequest, reply: FastifyReply, interaction: Interaction, username: string): Promise<string> {
    const provider = this.server.providerFor(request);
    const broker = this.brokerToSignInAt(interaction, await this.repairing(interaction));
    const result = { login: { accountId: `${broker.id}${SUBJECT_SEPARATOR}${username}` } };
    return provider.interactionResult(request.raw, reply.raw, result, { mergeWithLastSubmission: false });
  }

  /**
   * The connection this authorization repairs (connection_id, checked by the authorization
   * endpoint to be a live connection of the app), or null for a new connection.
   */
  private async repairing(interaction: Interaction): Promise<ConnectionRow | null> {
    const id = interaction.params.connection_id;
    if (typeof id !== 'string' || id === '') return null;
    const row = await connectionById(this.dataSource, id);
    if (!row || row.status === 'revoked' || row.client_id !== interaction.params.client_id) throw new InteractionNotFoundException();
    return row;
  }

  /** A repair is the same user at the same broker: anyone else is refused at the sign-in. */
  private async assertRepairingUser(interaction: Interaction, username: string): Promise<void> {
    const repairing = await this.repairing(interaction);
    if (repairing && repairing.broker_user !== username) throw new RepairWrongUserException();
  }

  /** Where the user signs in: the repaired connection's broker, or the one picked; undefined before the pick. */
  private signInBroker(interaction: Interaction, repairing: ConnectionRow | null): BrokerProfile | undefined {
    return repairing ? brokerProfile(repairing.broker) : pickedBroker(interaction);
  }

  private brokerToSignInAt(interaction: Interaction, repairing: ConnectionRow | null): BrokerProfile {
    const broker = this.signInBroker(interaction, repairing);
    if (!broker) throw new WrongInteractionStepException('sign-in', 'Pick your broker first: this connection request has no broker yet.');
    return broker;
  }

  /** The browser's interaction: its cookie must name this uid (oidc-provider binds an interaction to the browser that began it). */
  private async interaction(request: FastifyRequest, reply: FastifyReply, uid: string): Promise<Interaction> {
    const provider = this.server.providerFor(request);
    const interaction = await provider.interactionDetails(request.raw, reply.raw).catch(() => null);
    if (!interaction || interaction.uid !== uid) throw new InteractionNotFoundException();
    return interaction;
  }
}
