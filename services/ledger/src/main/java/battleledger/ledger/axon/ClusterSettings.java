package battleledger.ledger.axon;

import io.micronaut.context.annotation.ConfigurationProperties;

/**
 * The nodes' cluster (issue 12, Several nodes; README "Run several nodes"): off by default, so one node runs on its
 * own command bus exactly as before. When on, each encounter's commands go to the one node that owns it on
 * Axon's distributed command bus over JGroups (TCP, members listed in {@code members}).
 */
@ConfigurationProperties("ledger.cluster")
public class ClusterSettings {

    private boolean enabled;
    private String name = "battle-ledger";
    private String bindAddress = "127.0.0.1";
    private int port = 7800;
    /** The members to look for at start, JGroups' TCPPING form: {@code 127.0.0.1[7800],127.0.0.1[7801]}. */
    private String members = "127.0.0.1[7800]";
    /** How long a node waits at start to join the others. */
    private long joinTimeoutSeconds = 30;

    public boolean isEnabled() {
        return enabled;
    }

    public void setEnabled(boolean enabled) {
        this.enabled = enabled;
    }

    public String getName() {
        return name;
    }

    public void setName(String name) {
        this.name = name;
    }

    public String getBindAddress() {
        return bindAddress;
    }

    public void setBindAddress(String bindAddress) {
        this.bindAddress = bindAddress;
    }

    public int getPort() {
        return port;
    }

    public void setPort(int port) {
        this.port = port;
    }

    public String getMembers() {
        return members;
    }

    public void setMembers(String members) {
        this.members = members;
    }

    public long getJoinTimeoutSeconds() {
        return joinTimeoutSeconds;
    }

    public void setJoinTimeoutSeconds(long joinTimeoutSeconds) {
        this.joinTimeoutSeconds = joinTimeoutSeconds;
    }
}
