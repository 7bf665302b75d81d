export function writeLocalNginxConfig(options: {
  dir: string;
  upstreams: string[];
  port: number;
  extraHttp?: string;
}): void;
