package battleledger.ledger;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The settings that put child nodes in one cluster on Axon's distributed command bus (README, Run several nodes):
 * JGroups over TCP on loopback, each node on a free port of its own, every node listing them all.
 */
final class Cluster {

    private final String name;
    private final List<Integer> ports = new ArrayList<>();

    Cluster(String name, int nodes) {
        this.name = name;
        for (int i = 0; i < nodes; i++) {
            try (ServerSocket s = new ServerSocket(0)) {
                ports.add(s.getLocalPort());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    /** The properties of node {@code i}: {@code base} and the cluster's settings. */
    Map<String, String> node(int i, Map<String, String> base) {
        Map<String, String> properties = new HashMap<>(base);
        properties.put("ledger.cluster.enabled", "true");
        properties.put("ledger.cluster.name", name);
        properties.put("ledger.cluster.bind-address", "127.0.0.1");
        properties.put("ledger.cluster.port", Integer.toString(ports.get(i)));
        properties.put("ledger.cluster.members",
                ports.stream().map(p -> "127.0.0.1[" + p + "]").collect(Collectors.joining(",")));
        return properties;
    }
}
