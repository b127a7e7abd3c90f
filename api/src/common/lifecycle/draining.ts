import { Injectable, Logger } from '@nestjs/common';

/** Work to do when the instance starts draining: close a stream with a reconnect hint, give up a leadership. */
export type DrainHook = () => void | Promise<void>;

/**
 * Whether this instance is shutting down, and what must happen when it starts to: the health
 * check fails from then on, answers close their connections, and each hook runs once (sockets
 * and event streams closed with a reconnect hint, leader locks released). See graceful-shutdown.ts.
 */
@Injectable()
export class Draining {
  private readonly logger = new Logger(Draining.name);
  private readonly hooks = new Set<DrainHook>();
  private started = false;

  get active(): boolean {
    return this.started;
  }

  /** Runs `hook` when draining starts (at once if it has); returns the function that forgets it. */
  onDrain(hook: DrainHook): () => void {
    if (this.started) {
      void this.run(hook);
      return () => undefined;
    }
    this.hooks.add(hook);
    return () => this.hooks.delete(hook);
  }

  /** Starts draining; resolves once every hook has run. */
  async begin(): Promise<void> {
    if (this.started) return;
    this.started = true;
    const hooks = [...this.hooks];
    this.hooks.clear();
    await Promise.all(hooks.map((hook) => this.run(hook)));
  }

  private async run(hook: DrainHook): Promise<void> {
    try {
      await hook();
    } catch (error) {
      this.logger.warn(`A drain step failed: ${(error as Error).message}`);
    }
  }
}
