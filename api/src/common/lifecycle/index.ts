export { Draining } from './draining';
export { LifecycleModule } from './lifecycle.module';
export { shutDownGracefully } from './graceful-shutdown';
