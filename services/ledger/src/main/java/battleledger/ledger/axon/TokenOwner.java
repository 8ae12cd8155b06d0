package battleledger.ledger.axon;

import java.nio.file.Path;
import java.util.Locale;

/**
 * The name under which this node claims the projection's segments in the token store. Axon's default is the process
 * (its id and host), so a service killed with SIGKILL and started again finds its own segments claimed by a process
 * that no longer exists, and projects nothing until those claims time out (10 s, and up to 5 s more before it looks
 * again): reads answer 503 "try again" meanwhile. An H2 database in a file is opened by one process at a time, so the
 * file itself names the owner, and a restarted node takes its segments back at once. Anything else (PostgreSQL,
 * several nodes; H2 with AUTO_SERVER, which lets processes share the file) keeps Axon's default.
 */
public final class TokenOwner {

    private static final String H2_FILE = "jdbc:h2:file:";
    private static final int MAX = 200; // the token table's owner column holds 255 characters

    private TokenOwner() {
    }

    /** The owner's name for the store at {@code url}, or null for Axon's default. */
    public static String of(String url) {
        if (url == null || !url.startsWith(H2_FILE)) {
            return null;
        }
        String rest = url.substring(H2_FILE.length());
        int options = rest.indexOf(';');
        if (options >= 0 && rest.substring(options).toUpperCase(Locale.ROOT).replace(" ", "")
                .contains(";AUTO_SERVER=TRUE")) {
            return null;
        }
        String file = Path.of(options < 0 ? rest : rest.substring(0, options)).toAbsolutePath().normalize().toString();
        String owner = "h2:" + file;
        return owner.length() <= MAX ? owner : "h2:…" + file.substring(file.length() - (MAX - 4));
    }

    /**
     * Whether the service at {@code url} is the only writer of its read models: H2 in a file of its own (one process
     * at a time) or in memory, and no cluster. Anywhere else (PostgreSQL, several nodes, H2 shared by processes)
     * other nodes may project too.
     */
    public static boolean alone(String url, boolean clustered) {
        return !clustered && (of(url) != null || url != null && url.startsWith("jdbc:h2:mem:"));
    }

    /** This node's name in the token table: the one the service gives its token store, else Axon's default. */
    static String self(String url) {
        String owner = of(url);
        return owner != null ? owner : java.lang.management.ManagementFactory.getRuntimeMXBean().getName();
    }
}
