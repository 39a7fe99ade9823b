/**
 * The client under test of the MCP conformance suite (`conformance client --command …`):
 * the suite starts its scenario server, appends that server's URL to the command and names
 * the scenario in `MCP_CONFORMANCE_SCENARIO` (data, if any, in `MCP_CONFORMANCE_CONTEXT`).
 * Runs on the project's Node with tsx and the `elicit-kit-source` condition, so
 * `@elicit-kit/core` is the package's own source, imported by its public name.
 */
import { drivers, type ScenarioContext } from './drivers.js';

const url = process.argv.at(-1) ?? '';
const scenario = process.env.MCP_CONFORMANCE_SCENARIO ?? '';
const context = JSON.parse(process.env.MCP_CONFORMANCE_CONTEXT ?? '{}') as ScenarioContext;
const driver = Object.hasOwn(drivers, scenario) ? drivers[scenario] : undefined;
if (!driver) {
  console.error(`no driver for scenario ${JSON.stringify(scenario)}`);
  process.exit(2);
}
try {
  await driver(url, context);
} catch (error) {
  console.error(error);
  process.exit(1);
}
