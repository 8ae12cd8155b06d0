package battleledger.kernel.state;

/**
 * A reaction the rules offer a creature and the battle waits for: an opportunity attack when a creature leaves
 * its reach (001 › Combat › Movement in Combat › Opportunity Attacks).
 *
 * @param reactor who may react
 * @param against whom the reaction would be aimed at
 * @param reaction what kind of reaction: "opportunity attack" or "readied action"
 * @param pending  the declared action that set the readied action off, if any
 * @param harm     for a defence (a Dragonbane parry or dodge): the harmful action that waits for it, else null
 * @param from     on a grid, for an opportunity attack: where the mover stood as it left the reactor's reach
 */
public record Offer(String reactor, String against, String reaction, String pending, Harm harm,
                    @battleledger.kernel.support.OmittedWhenAbsent battleledger.kernel.model.Position from) {

    /** The kind of reaction a readied action's trigger offers (002 › Sequences). */
    public static final String READIED = "readied action";

    public Offer(String reactor, String against, String reaction, String pending, Harm harm) {
        this(reactor, against, reaction, pending, harm, null);
    }

    public Offer(String reactor, String against, String reaction, String pending) {
        this(reactor, against, reaction, pending, null, null);
    }
}
