import { resolve } from 'node:path';
import { runAsProgram } from '../../shared/src/program.js';
import { type PaymentProviderOptions, startPaymentProvider } from './index.js';

/** Options from the environment, with defaults that match the API's own STRIPE_* defaults. */
export function optionsFromEnv(env: NodeJS.ProcessEnv): PaymentProviderOptions {
  const port = Number(env.PAYMENTS_PORT ?? 8082);
  const apiPort = env.PORT ?? '8080';
  const webhookUrl = env.PAYMENTS_WEBHOOK_URL ?? `http://localhost:${apiPort}/api/Payment/webhook`;
  const options: PaymentProviderOptions = {
    port,
    secretKey: env.STRIPE_SECRET_KEY || 'sk_test_local',
    webhookSecret: env.STRIPE_WEBHOOK_SECRET || 'whsec_local',
    // An explicitly empty PAYMENTS_WEBHOOK_URL turns delivery off.
    webhookUrl: webhookUrl === '' ? null : webhookUrl,
    dataDir: resolve(env.DATA_DIR ?? './data'),
    log: (line) => console.log(line),
  };
  // Loopback unless configured: the stand-in is for this machine, not the network.
  options.host = env.PAYMENTS_HOST || '127.0.0.1';
  if (env.PAYMENTS_PUBLIC_URL) options.publicUrl = env.PAYMENTS_PUBLIC_URL;
  if (env.PAYMENTS_ASYNC_DELAY_MS) options.asyncDelayMs = Number(env.PAYMENTS_ASYNC_DELAY_MS);
  if (env.PAYMENTS_REFUND_DELAY_MS) options.refundDelayMs = Number(env.PAYMENTS_REFUND_DELAY_MS);
  return options;
}

// Its data (sessions, events) is readable by its owner only.
runAsProgram(import.meta.url, async () => {
  const options = optionsFromEnv(process.env);
  const provider = await startPaymentProvider(options);
  console.log(`payments: local Stripe stand-in on ${provider.url}`);
  console.log(`payments: webhooks → ${options.webhookUrl ?? 'off'}; data in ${options.dataDir}`);
  return provider;
});
