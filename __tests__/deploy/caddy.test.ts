/** @jest-environment node */
// deploy/Caddyfile as shipped, only ports, paths and the certificate moved, started for real.
import { proxyContract } from "./proxyContract";
import { CADDY, startCaddy } from "../helpers/proxySetup";

proxyContract("deploy/Caddyfile", CADDY, startCaddy);
