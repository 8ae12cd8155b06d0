package battleledger.ledger.console;

import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.TestWatcher;

/** The steps of a class build on each other: after one fails the rest would only wait for what cannot come. */
final class StopAtFirstFailure implements TestWatcher, ExecutionCondition {
    private static final java.util.Map<Class<?>, String> FAILED = new java.util.concurrent.ConcurrentHashMap<>();

    @Override
    public void testFailed(ExtensionContext context, Throwable cause) {
        FAILED.put(context.getRequiredTestClass(), context.getDisplayName());
    }

    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
        String failed = context.getTestClass().map(FAILED::get).orElse(null);
        return failed != null && context.getTestMethod().isPresent()
                ? ConditionEvaluationResult.disabled("an earlier step failed: " + failed)
                : ConditionEvaluationResult.enabled("every earlier step passed");
    }
}
