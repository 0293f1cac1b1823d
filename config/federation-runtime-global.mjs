// The federation runtime for a remote's standalone page. Remotes are built with `experiments.externalRuntime`
// and read runtime-core from this global; in the shop the shell's injection plugin sets it instead.
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
