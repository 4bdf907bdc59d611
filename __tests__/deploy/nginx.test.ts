/** @jest-environment node */
// deploy/nginx.conf as shipped, only ports and paths moved to a temp dir, started for real.
import { proxyContract } from "./proxyContract";
import { NGINX, startNginx } from "../helpers/proxySetup";

proxyContract("deploy/nginx.conf", NGINX, startNginx);
