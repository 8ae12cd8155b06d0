package battleledger.ledger.bench;

import java.nio.file.Files;
import java.nio.file.Path;

/** What the run ran on, and how loaded it was. */
final class Machine {

    private Machine() {
    }

    static String describe() {
        String cpu = "unknown CPU";
        String memory = "";
        try {
            for (String line : Files.readAllLines(Path.of("/proc/cpuinfo"))) {
                if (line.startsWith("model name")) {
                    cpu = line.substring(line.indexOf(':') + 1).trim();
                    break;
                }
            }
            for (String line : Files.readAllLines(Path.of("/proc/meminfo"))) {
                if (line.startsWith("MemTotal")) {
                    memory = ", " + Long.parseLong(line.replaceAll("\\D", "")) / 1024 / 1024 + " GiB memory";
                }
            }
        } catch (Exception e) {
            // not Linux
        }
        return Runtime.getRuntime().availableProcessors() + " cores (" + cpu + ")" + memory + ", "
                + System.getProperty("os.name") + " " + System.getProperty("os.version") + ", Java "
                + System.getProperty("java.version");
    }

    /** The 1-minute load average (Linux), or "?" elsewhere. */
    static String load() {
        try {
            return Files.readString(Path.of("/proc/loadavg")).split(" ")[0];
        } catch (Exception e) {
            return "?";
        }
    }
}
