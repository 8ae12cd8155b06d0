package battleledger.kernel.command;

/**
 * Everything a GM, a player or a virtual tabletop can ask of an encounter. Grouped by the kind of step they
 * cause (DESIGN.md, Kinds of events): setting up, a combatant's intent, a GM's ruling, moving on the timeline.
 */
public sealed interface EncounterCommand permits SetupCommand, IntentCommand, RulingCommand, TimelineCommand,
        ExplorationCommand,
        DiceCommand {
}
