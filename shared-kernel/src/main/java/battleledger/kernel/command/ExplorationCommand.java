package battleledger.kernel.command;

/** Commands about the world around a battle: the time that passes between fights (001 › Exploration). */
public sealed interface ExplorationCommand extends EncounterCommand {

    /**
     * The GM lets time pass out of combat: rounds, minutes and hours, added up (001 › Exploration › Time). The
     * battle's clock moves only by events, never by the wall clock.
     */
    record PassTime(Integer rounds, Integer minutes, Integer hours, String reason) implements ExplorationCommand {
        /** The whole span, in seconds: a round is 6 seconds, "10 rounds fit into a minute". */
        public long seconds() {
            return 6L * (rounds == null ? 0 : rounds) + 60L * (minutes == null ? 0 : minutes)
                    + 3600L * (hours == null ? 0 : hours);
        }
    }
}
