package battleledger.kernel.state;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * The battle's clock, in seconds of game time since the encounter was created, moved only by events: a round is 6
 * seconds in the playtest (10 in Dragonbane: the ruleset's number, fixed in the encounter's options), a short rest about 10 minutes, a long rest about 8 hours, and whatever the GM lets pass (001 › Exploration
 * › Time). Never the wall clock.
 *
 * @param seconds        game time now
 * @param longRestBegun  when each creature last began a long rest ("not more than one long rest in a 24-hour period")
 * @param stabilizedAt   when each creature now stabilized became stable
 * @param recoversAt     when each stabilized creature regains 1 hit point, once its 2d6 hours are rolled
 * @param effectsEndAt   when each lasting effect with a duration ends, in game time: "A duration can be expressed as
 *                       a period of time, expressed as rounds, minutes, hours" (001 › Magic › Duration)
 * @param resting        when each creature in a long rest begun and not yet over began it (001 › Damage and Dying ›
 *                       Resting › Long Rest)
 * @param round          the seconds a round takes, as the encounter's options fixed them (the ruleset's number); null
 *                       for encounters stored before it was an option, which count {@link #ROUND}
 */
public record GameTime(long seconds, Map<String, Long> longRestBegun, Map<String, Long> stabilizedAt,
                       Map<String, Long> recoversAt, Map<String, Long> effectsEndAt, Map<String, Long> resting,
                       Long round) {

    public static final long ROUND = 6;
    public static final long MINUTE = 60;
    public static final long HOUR = 3600;
    public static final GameTime START = new GameTime(0, Map.of(), Map.of(), Map.of(), Map.of(), Map.of(), null);

    public GameTime {
        longRestBegun = frozen(longRestBegun);
        stabilizedAt = frozen(stabilizedAt);
        recoversAt = frozen(recoversAt);
        effectsEndAt = frozen(effectsEndAt);
        resting = frozen(resting);
    }

    /**
     * The battle's digest is taken over its text form ({@code audit/Digest}); {@code resting} came after battles were
     * stored, so it is written only when someone rests, and every stored digest of a battle without a begun rest
     * stays what it was.
     */
    @Override
    public String toString() {
        return "GameTime[seconds=" + seconds + ", longRestBegun=" + longRestBegun + ", stabilizedAt=" + stabilizedAt
                + ", recoversAt=" + recoversAt + ", effectsEndAt=" + effectsEndAt
                + (resting.isEmpty() ? "" : ", resting=" + resting) + (round == null ? "" : ", round=" + round) + "]";
    }

    /** The seconds a round takes in this encounter. */
    public long roundSeconds() {
        return round == null ? ROUND : round;
    }

    /** The clock of an encounter whose rounds take these seconds (null: {@link #ROUND}, as stored before). */
    GameTime withRound(Integer seconds) {
        return new GameTime(this.seconds, longRestBegun, stabilizedAt, recoversAt, effectsEndAt, resting,
                seconds == null ? null : (long) seconds);
    }

    GameTime restBegun(String id) {
        return new GameTime(seconds, longRestBegun, stabilizedAt, recoversAt, effectsEndAt, with(resting, id, seconds), round);
    }

    GameTime restOver(String id) {
        return resting.containsKey(id) ? new GameTime(seconds, longRestBegun, stabilizedAt, recoversAt, effectsEndAt,
                without(resting, id), round) : this;
    }

    private static Map<String, Long> frozen(Map<String, Long> m) {
        return Collections.unmodifiableMap(new TreeMap<>(m == null ? Map.of() : m));
    }

    GameTime passed(long more) {
        return new GameTime(seconds + more, longRestBegun, stabilizedAt, recoversAt, effectsEndAt, resting, round);
    }

    GameTime longRestBegunBy(String id, long at) {
        return new GameTime(seconds, with(longRestBegun, id, at), stabilizedAt, recoversAt, effectsEndAt, resting, round);
    }

    GameTime stabilized(String id) {
        return new GameTime(seconds, longRestBegun, with(stabilizedAt, id, seconds), without(recoversAt, id),
                effectsEndAt, resting, round);
    }

    GameTime recovers(String id, long at) {
        return new GameTime(seconds, longRestBegun, stabilizedAt, with(recoversAt, id, at), effectsEndAt, resting, round);
    }

    GameTime noLongerStable(String id) {
        return new GameTime(seconds, longRestBegun, without(stabilizedAt, id), without(recoversAt, id),
                effectsEndAt, resting, round);
    }

    GameTime effectEndsAt(String id, long at) {
        return new GameTime(seconds, longRestBegun, stabilizedAt, recoversAt, with(effectsEndAt, id, at), resting, round);
    }

    GameTime effectGone(String id) {
        return effectsEndAt.containsKey(id)
                ? new GameTime(seconds, longRestBegun, stabilizedAt, recoversAt, without(effectsEndAt, id), resting, round)
                : this;
    }

    private static Map<String, Long> with(Map<String, Long> m, String id, long v) {
        Map<String, Long> next = new TreeMap<>(m);
        next.put(id, v);
        return next;
    }

    private static Map<String, Long> without(Map<String, Long> m, String id) {
        Map<String, Long> next = new TreeMap<>(m);
        next.remove(id);
        return next;
    }
}
